// A submission (a fixture of memorize-course's own tests) that declares a type named as one of
// Swift's own. In the code built with the student's, it replaces Swift's `AnyHashable`, and the
// grader's own code stopped compiling: the grader blamed the exercise ("tell your instructor",
// exit 2), and `grade` could not grade the row. It is the student's to rename.

struct AnyHashable {}

func hostileHook() {}
