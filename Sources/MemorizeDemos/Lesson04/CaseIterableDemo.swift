import MemorizeCourseCore

extension Lesson04 {
    /// `case-iterable`: `allCases` on enums that conform to CaseIterable.
    static let caseIterable = Demo(id: "case-iterable", title: "CaseIterable", lesson: 4) {
        [
            DemoStep(
                "Every case, in order",
                explanation: "Mark an enum `CaseIterable` (and give its cases no associated data) and Swift writes a static `allCases` for you: an array of every case, in the order you declared them.",
                code: #"""
                    enum FryOrderSize: CaseIterable {
                        case large, small
                    }
                    for size in FryOrderSize.allCases {
                        print("fries, \(size)")
                    }
                    print(FryOrderSize.allCases.count, "sizes")
                    """#,
                tryThis: "Swap the cases to `case small, large` and run again: `allCases` follows the order the cases are declared in, so small now comes first."
            ) { print in
                enum FryOrderSize: CaseIterable {
                    case large, small
                }
                for size in FryOrderSize.allCases {
                    print("fries, \(size)")
                }
                print(FryOrderSize.allCases.count, "sizes")
            },
            DemoStep(
                "The lecture's Teslas",
                explanation: "The lecture's example: to report on every model there is, loop over `allCases`. Add a model to the enum later and the loop includes it without any change.",
                code: #"""
                    enum TeslaModel: CaseIterable {
                        case X, S, Three, Y
                    }
                    for model in TeslaModel.allCases {
                        print("sales report for the Model \(model)")
                    }
                    """#,
                tryThis: "Add a case `Cybertruck` after `Y` and run again: a fifth report appears without any change to the loop.",
                predict: DemoPrediction(
                    "How does the case `Three` show up in the report?",
                    choices: ["the Model 3", "the Model Three", "the Model TeslaModel.Three"],
                    answer: 1,
                    why: "A case's name is all it prints; nothing turns `Three` into a digit."
                )
            ) { print in
                enum TeslaModel: CaseIterable {
                    case X, S, Three, Y
                }
                for model in TeslaModel.allCases {
                    print("sales report for the Model \(model)")
                }
            },
            DemoStep(
                "allCases is an Array",
                explanation: "`allCases` is an ordinary array, so everything arrays do works on it: indexing, `map`, `contains`, and the rest.",
                code: #"""
                    enum Theme: CaseIterable {
                        case halloween, animals, sports
                    }
                    let names = Theme.allCases.map { "\($0)" }
                    print(names.joined(separator: " / "))
                    print("first:", Theme.allCases[0], "· has sports:", Theme.allCases.contains(.sports))
                    """#,
                tryThis: "Change `Theme.allCases[0]` to `Theme.allCases.last!` and run again: the line now reads 'first: sports', since `allCases` is an ordinary Array with all its methods.",
                predict: DemoPrediction(
                    "What does `Theme.allCases[0]` print?",
                    choices: ["halloween", "0", "Theme.halloween"],
                    answer: 0,
                    why: "`allCases` is an Array of the cases themselves, so index 0 is the first case declared, which prints as its name."
                )
            ) { print in
                enum Theme: CaseIterable {
                    case halloween, animals, sports
                }
                let names = Theme.allCases.map { "\($0)" }
                print(names.joined(separator: " / "))
                print("first:", Theme.allCases[0], "· has sports:", Theme.allCases.contains(.sports))
            },
        ]
    }
}
