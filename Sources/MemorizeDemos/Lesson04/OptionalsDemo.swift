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
                    """#
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
                    """#
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
                    """#
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
                    """#
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
                    """#
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
                    """#
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
