import Foundation

// A dishonest submission (a fixture of memorize-course's own tests): it names the checks'
// recorder by its symbol, so that when its code was linked into the checks' test bundle, the
// call bound at link time to the recorder itself, which signed "passed" for every check with
// the real key. The checks now run in a process of their own, which holds no student code.

@_silgen_name("$s6Checks14GradedRecorderO6recordyySS_S2StFZ")
func recordAsTheChecks(_ event: String, _ name: String, _ detail: String)

private let tasks = ["Task1Checks", "Task2Checks", "Task3Checks", "Task4Checks", "Task5Checks", "Task6Checks", "Task7Checks", "Task8Checks", "Task9Checks"]

func hostileHook() {
    for task in tasks {
        recordAsTheChecks("started", "\(task).testAnything", "")
        recordAsTheChecks("finished", "\(task).testAnything", "passed")
    }
}
