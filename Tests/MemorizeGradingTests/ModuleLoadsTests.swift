import Testing
@testable import MemorizeGrading

/// Reading which modules a compile loaded from the compiler's dependency file: a module missed
/// here would let checks compiled against an old layout be linked with new code.
struct ModuleLoadsTests {
    let modules = ["Submission", "Contract", "Checks"]

    @Test func readsEveryInputOfEveryRuleButNotTheTargets() {
        let text = """
        /p/.build/Checks.swiftmodule : /p/Tests/Checks/A.swift /p/Tests/Checks/B.swift \\
          /opt/swift/usr/lib/swift/linux/XCTest.swiftmodule/x86_64-unknown-linux-gnu.swiftmodule \\
          /p/.build/Modules/Contract.swiftmodule
        /p/.build/Checks.swiftdoc : /p/Tests/Checks/A.swift /p/.build/Modules/Contract.swiftmodule
        """
        #expect(ModuleLoads.parse(text, among: modules) == ["Contract"])
    }

    @Test func findsAModuleWhosePathHasEscapedSpaces() {
        let text = "/my\\ course/.build/Checks.swiftmodule : /my\\ course/A.swift /my\\ course/.build/Modules/Submission.swiftmodule\n"
        #expect(ModuleLoads.parse(text, among: modules) == ["Submission"])
    }

    @Test func aModulesOwnInterfaceAsATargetIsNotALoad() {
        #expect(ModuleLoads.parse("/p/Submission.swiftmodule: /p/A.swift\n", among: modules) == [])
        #expect(ModuleLoads.parse("/p/Checks.swiftmodule : /p/Submission.swiftmodule\n", among: ["Checks", "Submission"]) == ["Submission"])
    }

    @Test func nothingReadableIsNotKnown() {
        #expect(ModuleLoads.parse("", among: modules) == nil)
        #expect(ModuleLoads.read("/nonexistent/x.d", among: modules) == nil)
    }
}
