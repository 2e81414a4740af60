import Foundation
import TestSupport

/// The grading environment with a PATH on which there is no bwrap (nor `other`): every folder
/// of PATH mirrored by links in a folder made in `folder`, but those. How the fallback of
/// resource limits alone is tested on a machine that has bubblewrap.
enum WithoutBubblewrap {
    static func environment(in folder: URL, orAlso other: String? = nil) throws -> [String: String] {
        let links = folder.appendingPathComponent("path-\(other ?? "bwrap")")
        try FileManager.default.createDirectory(at: links, withIntermediateDirectories: true)
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: String(directory))) ?? [] where name != "bwrap" && name != other {
                try? FileManager.default.createSymbolicLink(atPath: links.appendingPathComponent(name).path,
                                                            withDestinationPath: "\(directory)/\(name)")
            }
        }
        return FixtureCourse.gradingEnvironment(["PATH": links.path])
    }
}
