// A submission (a fixture of memorize-course's own tests) that declares a type named as one the
// grader's code borrows from a framework and no list of Swift's names holds: UIKit's `UIColor`,
// which the contract's code names to read a theme's colour. In the code built with the
// student's, the student's replaces it and the grader's code stops compiling: the grader blamed
// the exercise ("tell your instructor", exit 2). It is the student's to rename.

struct UIColor {}

func hostileHook() {}
