import MemorizeCourseCore

extension Lesson04 {
    /// `enums`: an enum's discrete cases, setting a value, type inference, and switch.
    static let enums = Demo(id: "enums", title: "Enums", lesson: 4) {
        // Declared here, in the demo's `steps` closure, so every step below can use it.
        enum FastFoodMenuItem {
            case hamburger
            case fries
            case drink
            case cookie
        }

        return [
            DemoStep(
                "Declaring an enum",
                explanation: "An enum is a type whose value is exactly one of a few discrete cases. Like a struct it is a value type: it is copied when passed around.",
                code: #"""
                    enum FastFoodMenuItem {
                        case hamburger
                        case fries
                        case drink
                        case cookie
                    }
                    """#,
                tryThis: "Add a fifth case, `case shake`, and run again: step 4 still builds because its `default` covers the new case, but step 3's switch stops the build, as it no longer handles every case.",
                run: { _ in }
            ),
            DemoStep(
                "Setting a value",
                explanation: "To set a value you name the type and the case. Swift can infer the type from one side of the assignment, so `.cookie` is enough when the variable's type is known; but it cannot guess when neither side names the type.",
                code: #"""
                    let menuItem: FastFoodMenuItem = FastFoodMenuItem.hamburger
                    let otherItem: FastFoodMenuItem = .cookie   // the type is on the left
                    let yetAnotherItem = FastFoodMenuItem.fries  // the type is on the right
                    // let mystery = .fries   ← error: neither side says which type
                    print(menuItem, otherItem, yetAnotherItem)
                    """#,
                tryThis: "Turn `// let mystery = .fries` back into code (dropping the note after it) and run again: the compiler refuses, since neither side names the type. Write `FastFoodMenuItem.fries` and it builds.",
                predict: DemoPrediction(
                    "What does `print(menuItem, otherItem, yetAnotherItem)` print?",
                    choices: ["0 3 1", "hamburger cookie fries", ".hamburger .cookie .fries"],
                    answer: 1,
                    why: "Printing an enum value prints its case name, without the type or a dot; these cases have no numbers behind them."
                )
            ) { print in
                let menuItem: FastFoodMenuItem = FastFoodMenuItem.hamburger
                let otherItem: FastFoodMenuItem = .cookie   // the type is on the left
                let yetAnotherItem = FastFoodMenuItem.fries  // the type is on the right
                // let mystery = .fries   ← error: neither side says which type
                print(menuItem, otherItem, yetAnotherItem)
            },
            DemoStep(
                "Checking with switch",
                explanation: "You check an enum's value with `switch`. The switch already knows the type, so each case is written `.hamburger`, not `FastFoodMenuItem.hamburger`.",
                code: #"""
                    for menuItem in [FastFoodMenuItem.drink, .hamburger] {
                        switch menuItem {
                        case .hamburger: print("burger")
                        case .fries: print("fries")
                        case .drink: print("drink")
                        case .cookie: print("cookie")
                        }
                    }
                    """#,
                tryThis: #"Delete the line `case .cookie: print("cookie")` and run again: the build fails, since a switch on an enum must cover every case. Add `default: break` and it builds again."#
            ) { print in
                for menuItem in [FastFoodMenuItem.drink, .hamburger] {
                    switch menuItem {
                    case .hamburger: print("burger")
                    case .fries: print("fries")
                    case .drink: print("drink")
                    case .cookie: print("cookie")
                    }
                }
            },
            DemoStep(
                "break and default",
                explanation: "A switch must handle every case. `break` handles one by doing nothing (so the hamburger prints nothing), and `default` handles all the cases you did not list.",
                code: #"""
                    for menuItem in [FastFoodMenuItem.hamburger, .fries, .cookie] {
                        switch menuItem {
                        case .hamburger: break   // do nothing for a hamburger
                        case .fries: print("fries: salty")
                        default: print("\(menuItem): something else")
                        }
                    }
                    """#,
                tryThis: #"Change `case .hamburger: break` to `case .hamburger: print("no burger")` and run again: a line for the hamburger now comes first. Then delete the `default:` line: the build fails, as `.drink` and `.cookie` are no longer handled."#,
                predict: DemoPrediction(
                    "The loop goes over `.hamburger, .fries, .cookie`. What does it print?",
                    choices: ["fries: salty / cookie: something else", "(nothing: break ends the for loop)", "fries: salty / default: something else"],
                    answer: 0,
                    why: #"`break` leaves only the switch, so the loop goes on to the fries; `default` catches the cookie, and `\(menuItem)` prints its case name."#
                )
            ) { print in
                for menuItem in [FastFoodMenuItem.hamburger, .fries, .cookie] {
                    switch menuItem {
                    case .hamburger: break   // do nothing for a hamburger
                    case .fries: print("fries: salty")
                    default: print("\(menuItem): something else")
                    }
                }
            },
        ]
    }
}
