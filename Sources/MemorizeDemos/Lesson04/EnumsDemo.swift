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
                    """#
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
                    """#
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
                    """#
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
