import XCTest
import TestSupport

/// `lesson N` in a real terminal: a page taller than the screen opens in less, which reads
/// keys from the terminal, survives Ctrl-C, and hands back a clean exit when quit.
final class LessonPagerTmuxTests: TmuxTestCase {
    func testALongLessonOpensInLessAndQuitsCleanly() throws {
        try requireTmux()
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/less") else {
            throw XCTSkip("less is not installed")
        }
        defer { _ = try? tmux(["kill-server"]) }
        let course = try TemporaryCourse.copyOfRealLessons()   // showing a lesson records it in the course's progress file
        defer { course.remove() }
        let command = "cd '\(course.root.path)' && env -u LESS -u NO_COLOR MEMORIZE_COURSE_PAGER=less '\(BuiltBinary.executable.path)' lesson 5; echo EXITED $?; sleep 30"
        try tmux(["new-session", "-d", "-s", "pager", "-x", "90", "-y", "30", command])

        try waitForScreen(containing: "Lesson 5 · Properties, layout and @ViewBuilder", within: 20, session: "pager")
        let firstScreen = try tmux(["capture-pane", "-p", "-t", "pager"])
        XCTAssertFalse(firstScreen.contains("EXITED"), "the pager waits for the reader:\n\(firstScreen)")
        XCTAssertFalse(firstScreen.contains("Step through every demo"), "one screen at a time, not the whole page")

        try tmux(["send-keys", "-t", "pager", "C-c"])      // the pager's to handle: the tool must not die under it
        // To the end of the page. A G typed while less is still taking the interrupt may be
        // dropped (a busy machine here once showed the first screen 10 s later): G again
        // until less has read one.
        let end = "Step through every demo of this lesson"
        for _ in 0..<4 where !(try tmux(["capture-pane", "-p", "-t", "pager"]).contains(end)) {
            try tmux(["send-keys", "-t", "pager", "G"])
            let deadline = Date().addingTimeInterval(5)
            while Date() < deadline, !(try tmux(["capture-pane", "-p", "-t", "pager"]).contains(end)) { Thread.sleep(forTimeInterval: 0.2) }
        }
        try waitForScreen(containing: end, within: 1, session: "pager")
        XCTAssertFalse(try tmux(["capture-pane", "-p", "-t", "pager"]).contains("EXITED"), "still in the pager after Ctrl-C")
        try tmux(["send-keys", "-t", "pager", "q"])
        try waitForScreen(containing: "EXITED 0", within: 10, session: "pager")
    }
}
