// A dishonest submission (a fixture of memorize-course's own tests): the starter with a compile
// error of its own, reported by `#sourceLocation` at the path of the grader's program. The
// grader took it for its own fault ("a fault of memorize-course, not of your code", exit 2),
// and `grade` for a row it could not grade. It does not compile, and says so at this file.

func hostileHook() {}

#sourceLocation(file: "/memorize-course/Sources/Serve/main.swift", line: 27)
let notANumber: Int = "seven"
#sourceLocation()
