import MemorizeCourseCore

extension Lesson04 {
    /// `optionals`: Optional as an enum, `T?` and `nil`, `!`, `if let`, `??` and optional chaining.
    static let optionals = Demo(id: "optionals", title: "Optionals", lesson: 4) {
        [
            DemoStep(
                "Optional is an enum",
                explanation: "Optional is just an enum with two cases: `.none`, and `.some` carrying a value. So you can switch on it like any enum, getting the value out with `let`.",
                code: #"""
                    // Swift declares it (roughly) as: enum Optional<T> { case none; case some(T) }
                    let hello: Optional<String> = .some("hello")
                    let nothing: Optional<String> = .none
                    for value in [hello, nothing] {
                        switch value {
                        case .none: print("nothing is set")
                        case .some(let data): print("it's set to \(data)")
                        }
                    }
                    """#,
                tryThis: #"Change `let nothing: Optional<String> = .none` to `= .some("bye")` and run again: the second line becomes "it's set to bye"."#,
                predict: DemoPrediction(
                    "What do the two lines print?",
                    choices: ["it's set to hello / nothing is set", #"it's set to Optional("hello") / nothing is set"#, "it's set to hello / it's set to nil"],
                    answer: 0,
                    why: "`case .some(let data)` takes the String out of the optional, and `.none` has no data at all, so it goes to the other case."
                )
            ) { print in
                // Swift declares it (roughly) as: enum Optional<T> { case none; case some(T) }
                let hello: Optional<String> = .some("hello")
                let nothing: Optional<String> = .none
                for value in [hello, nothing] {
                    switch value {
                    case .none: print("nothing is set")
                    case .some(let data): print("it's set to \(data)")
                    }
                }
            },
            DemoStep(
                "T? and nil",
                explanation: "Optionals are so common that Swift has short syntax: `String?` means `Optional<String>`, assigning a value means `.some`, and `nil` means `.none`.",
                code: #"""
                    var hello: String? = "hello"   // .some("hello")
                    print(hello as Any)
                    hello = nil                    // .none
                    print(hello as Any)
                    """#,
                tryThis: #"Replace both `print(hello as Any)` with `print(hello ?? "none")` and run again: the first line loses its `Optional(...)` wrapper and the second prints none."#,
                predict: DemoPrediction(
                    "What do the two prints show?",
                    choices: ["hello / nil", #"Optional("hello") / nil"#, #"Optional("hello") / Optional(nil)"#],
                    answer: 1,
                    why: "A set optional prints wrapped in `Optional(...)`; an optional that is not set prints just `nil`."
                )
            ) { print in
                var hello: String? = "hello"   // .some("hello")
                print(hello as Any)
                hello = nil                    // .none
                print(hello as Any)
            },
            DemoStep(
                "Unwrapping with !",
                explanation: "`!` gets the value out of an optional that is set. On `nil` it stops the whole program with a fatal error, so this demo checks first and prints the message Swift would print instead of crashing.",
                code: #"""
                    let hello: String? = "hello"
                    print(hello!)                  // set, so ! is safe
                    let goodbye: String? = nil
                    if goodbye == nil {            // so print(goodbye!) would stop the program
                        print("goodbye! would crash: Fatal error: Unexpectedly found nil while unwrapping an Optional value")
                    }
                    """#,
                tryThis: #"Change `let hello: String? = "hello"` to `= nil` and run again: `print(hello!)` now stops the program with 'Unexpectedly found nil while unwrapping an Optional value'."#
            ) { print in
                let hello: String? = "hello"
                print(hello!)                  // set, so ! is safe
                let goodbye: String? = nil
                if goodbye == nil {            // so print(goodbye!) would stop the program
                    print("goodbye! would crash: Fatal error: Unexpectedly found nil while unwrapping an Optional value")
                }
            },
            DemoStep(
                "if let",
                explanation: "`if let` unwraps safely: the body runs only when the optional is set, with the value under a new name. Conditions separated by commas must all hold, and later ones can use names bound by earlier ones.",
                code: #"""
                    let hello: String? = "hello"
                    let times: Int? = 3
                    if let greeting = hello, let count = times, count > 0 {
                        print(Array(repeating: greeting, count: count).joined(separator: " "))
                    }
                    let missing: String? = nil
                    if let greeting = missing {
                        print(greeting)
                    } else {
                        print("missing is nil, so the if let body was skipped")
                    }
                    """#,
                tryThis: "Change `let times: Int? = 3` to `= 0` and run again: the first line is gone, because `count > 0` fails even though both optionals are set."
            ) { print in
                let hello: String? = "hello"
                let times: Int? = 3
                if let greeting = hello, let count = times, count > 0 {
                    print(Array(repeating: greeting, count: count).joined(separator: " "))
                }
                let missing: String? = nil
                if let greeting = missing {
                    print(greeting)
                } else {
                    print("missing is nil, so the if let body was skipped")
                }
            },
            DemoStep(
                "A default with ??",
                explanation: "`??` unwraps an optional if it is set and otherwise uses the default on its right, so the result is not optional at all.",
                code: #"""
                    let nickname: String? = nil
                    let favorite: String? = "👻"
                    print(nickname ?? "player")
                    print(favorite ?? "🃏")
                    """#,
                tryThis: #"Set `nickname` to `"Ace"` and run again: the first line prints Ace, as `??` only uses its default when the left side is nil."#,
                predict: DemoPrediction(
                    "What do the two lines print?",
                    choices: ["nil / 👻", #"player / Optional("👻")"#, "player / 👻"],
                    answer: 2,
                    why: "`??` unwraps: a set optional gives its value, a nil one the default, and either way the result is a plain String."
                )
            ) { print in
                let nickname: String? = nil
                let favorite: String? = "👻"
                print(nickname ?? "player")
                print(favorite ?? "🃏")
            },
            DemoStep(
                "Optional chaining",
                explanation: "`?.` goes on only if what comes before it is set; as soon as one link is `nil`, the whole chain is `nil`. Its result is always optional, even when the last thing in the chain is not.",
                code: #"""
                    let hello: String? = "hello"
                    let nothing: String? = nil
                    print(hello?.uppercased() as Any)
                    print(nothing?.uppercased() as Any)
                    print(hello?.first?.isUppercase as Any)
                    print(nothing?.uppercased() ?? "no greeting")
                    """#,
                tryThis: #"Change `"hello"` to `"Hello"` in the first line and run again: the third line becomes `Optional(true)`, still optional because of the `?.` in the chain."#,
                predict: DemoPrediction(
                    "What does `print(hello?.uppercased() as Any)` print?",
                    choices: ["HELLO", #"Optional("HELLO")"#, "Optional(HELLO)"],
                    answer: 1,
                    why: "A chain with `?.` always gives an optional, even when the last call returns a plain String."
                )
            ) { print in
                let hello: String? = "hello"
                let nothing: String? = nil
                print(hello?.uppercased() as Any)
                print(nothing?.uppercased() as Any)
                print(hello?.first?.isUppercase as Any)
                print(nothing?.uppercased() ?? "no greeting")
            },
        ]
    }
}
