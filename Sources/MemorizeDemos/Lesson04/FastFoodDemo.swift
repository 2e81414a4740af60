import MemorizeCourseCore

extension Lesson04 {
    /// `fast-food`: enum cases with associated data, read with `let`, and `switch self` in a
    /// method and a computed property.
    static let fastFood = Demo(id: "fast-food", title: "FastFoodMenuItem", lesson: 4) {
        // Declared here, in the demo's `steps` closure, so every step below can use them.
        enum FryOrderSize {
            case large, small
        }

        enum FastFoodMenuItem {
            case hamburger(numberOfPatties: Int)
            case fries(size: FryOrderSize)
            case drink(String, ounces: Int)
            case cookie
            // …a method and a computed property come next

            func isIncludedInSpecialOrder(number: Int) -> Bool {
                switch self {
                case .hamburger(let pattyCount): return pattyCount == number
                case .fries, .cookie: return true   // any size of fries, and a cookie
                case .drink(_, let ounces): return ounces == 16   // a 16oz drink of any kind
                }
            }

            var calories: Int {
                switch self {
                case .hamburger(let pattyCount): return 160 + 90 * pattyCount
                case .fries(let size): return size == .large ? 490 : 230
                case .drink(_, let ounces): return 12 * ounces
                case .cookie: return 160
                }
            }
        }

        return [
            DemoStep(
                "Associated data",
                explanation: "Each case of an enum can carry data of its own: a hamburger knows how many patties it has, fries know their size. The data's labels are optional, as the drink's brand shows.",
                code: #"""
                    enum FryOrderSize {
                        case large, small
                    }

                    enum FastFoodMenuItem {
                        case hamburger(numberOfPatties: Int)
                        case fries(size: FryOrderSize)
                        case drink(String, ounces: Int)
                        case cookie
                        // …a method and a computed property come next
                    """#,
                tryThis: "Give the cookie data too, `case cookie(large: Bool)`, and run again: the build now fails where a bare `.cookie` is made, in the order of step 2 and the lunch of step 6, until you write `.cookie(large: true)` there.",
                run: { _ in }
            ),
            DemoStep(
                "Getting the data with let",
                explanation: "You set a case's data when you create the value. In a switch, `let` in a case's parentheses pulls that data out into a new name, which may differ from the label.",
                code: #"""
                    let order: [FastFoodMenuItem] = [
                        .hamburger(numberOfPatties: 2), .fries(size: .large), .drink("Coke", ounces: 32), .cookie,
                    ]
                    for menuItem in order {
                        switch menuItem {
                        case .hamburger(let pattyCount): print("a burger with \(pattyCount) patties!")
                        case .fries(let size): print("a \(size) order of fries!")
                        case .drink(let brand, let ounces): print("a \(ounces)oz \(brand)")
                        case .cookie: print("a cookie!")
                        }
                    }
                    """#,
                tryThis: "Change `.fries(size: .large)` to `.fries(size: .small)` and run again: the second line now reads 'a small order of fries!'.",
                predict: DemoPrediction(
                    #"How does `\(size)` print the fries' size inside the string?"#,
                    choices: ["a FryOrderSize.large order of fries!", "a large order of fries!", "a .large order of fries!"],
                    answer: 1,
                    why: "`let size` holds a plain FryOrderSize value, and an enum value prints as its bare case name."
                )
            ) { print in
                let order: [FastFoodMenuItem] = [
                    .hamburger(numberOfPatties: 2), .fries(size: .large), .drink("Coke", ounces: 32), .cookie,
                ]
                for menuItem in order {
                    switch menuItem {
                    case .hamburger(let pattyCount): print("a burger with \(pattyCount) patties!")
                    case .fries(let size): print("a \(size) order of fries!")
                    case .drink(let brand, let ounces): print("a \(ounces)oz \(brand)")
                    case .cookie: print("a cookie!")
                    }
                }
            },
            DemoStep(
                "A method that switches on self",
                explanation: "Enums can have methods. Inside one, `switch self` checks which case this value is; `_` skips data you do not need, and one case line may list several cases.",
                code: #"""
                    func isIncludedInSpecialOrder(number: Int) -> Bool {
                        switch self {
                        case .hamburger(let pattyCount): return pattyCount == number
                        case .fries, .cookie: return true   // any size of fries, and a cookie
                        case .drink(_, let ounces): return ounces == 16   // a 16oz drink of any kind
                        }
                    }
                    """#,
                tryThis: "Change `ounces == 16` to `ounces >= 16` and run again: in step 4 the 32oz Coke now counts as part of the special order too.",
                run: { _ in }
            ),
            DemoStep(
                "Calling the method",
                explanation: "Special order #2 includes a two-patty burger but not a single, and any 16oz drink whatever its brand.",
                code: #"""
                    let double = FastFoodMenuItem.hamburger(numberOfPatties: 2)
                    let single = FastFoodMenuItem.hamburger(numberOfPatties: 1)
                    let bigCoke = FastFoodMenuItem.drink("Coke", ounces: 32)
                    let water = FastFoodMenuItem.drink("Water", ounces: 16)
                    print("double:", double.isIncludedInSpecialOrder(number: 2))
                    print("single:", single.isIncludedInSpecialOrder(number: 2))
                    print("32oz Coke:", bigCoke.isIncludedInSpecialOrder(number: 2))
                    print("16oz water:", water.isIncludedInSpecialOrder(number: 2))
                    """#,
                tryThis: "Ask for `number: 1` instead of `2` in all four calls and run again: now the single burger says true and the double says false; the drinks do not care about the number.",
                predict: DemoPrediction(
                    "The 16oz water is no burger and has nothing to do with number 2. What does its line print?",
                    choices: ["16oz water: true", "16oz water: false", "16oz water: nil"],
                    answer: 0,
                    why: "The drink case ignores `number` and checks only `ounces == 16`, which the water passes."
                )
            ) { print in
                let double = FastFoodMenuItem.hamburger(numberOfPatties: 2)
                let single = FastFoodMenuItem.hamburger(numberOfPatties: 1)
                let bigCoke = FastFoodMenuItem.drink("Coke", ounces: 32)
                let water = FastFoodMenuItem.drink("Water", ounces: 16)
                print("double:", double.isIncludedInSpecialOrder(number: 2))
                print("single:", single.isIncludedInSpecialOrder(number: 2))
                print("32oz Coke:", bigCoke.isIncludedInSpecialOrder(number: 2))
                print("16oz water:", water.isIncludedInSpecialOrder(number: 2))
            },
            DemoStep(
                "A computed property",
                explanation: "Enums cannot have stored instance properties (a case's data is its storage; a `static let` is allowed), but they can have computed ones. This one works out calories the same way: `switch self`. The numbers are made up.",
                code: #"""
                    var calories: Int {
                        switch self {
                        case .hamburger(let pattyCount): return 160 + 90 * pattyCount
                        case .fries(let size): return size == .large ? 490 : 230
                        case .drink(_, let ounces): return 12 * ounces
                        case .cookie: return 160
                        }
                    }
                    """#,
                tryThis: "Change the cookie's `return 160` to `return 200` and run again: step 6's lunch now adds up to 770 calories, with no other change, because `calories` is worked out each time it is read.",
                run: { _ in }
            ),
            DemoStep(
                "Adding up a lunch",
                explanation: "Each item answers for itself, so adding up a lunch is a short loop.",
                code: #"""
                    let lunch: [FastFoodMenuItem] = [.hamburger(numberOfPatties: 2), .fries(size: .small), .cookie]
                    var total = 0
                    for item in lunch {
                        total += item.calories
                        print("+ \(item.calories) = \(total)")
                    }
                    print("lunch: \(total) calories")
                    """#,
                tryThis: #"Add `.drink("Coke", ounces: 16)` to the end of `lunch` and run again: a fourth line, '+ 192 = 922', appears before the total."#
            ) { print in
                let lunch: [FastFoodMenuItem] = [.hamburger(numberOfPatties: 2), .fries(size: .small), .cookie]
                var total = 0
                for item in lunch {
                    total += item.calories
                    print("+ \(item.calories) = \(total)")
                }
                print("lunch: \(total) calories")
            },
        ]
    }
}
