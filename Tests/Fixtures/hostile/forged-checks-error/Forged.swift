// A dishonest submission (a fixture of memorize-course's own tests): the starter, which does
// not link (it calls a function no file defines), and whose `#warning` prints a line of its
// own, a located error at the checks' file. Read as the compiler's, it made the build the
// exercise's fault ("this exercise's checks do not compile", exit 2), and on Gradescope and in
// `grade` a submission nobody could grade. It does not compile, and that is the student's.

#warning("a note\n/scratch/Tests/Checks/Task1Checks.swift:3:5: error: cannot find 'x' in scope\n/scratch/Sources/StandIns/SwiftUI/SwiftUI.swift:1:1: error: expected declaration")

@_silgen_name("memorize_defined_nowhere") func definedNowhere()

func hostileHook() { definedNowhere() }
