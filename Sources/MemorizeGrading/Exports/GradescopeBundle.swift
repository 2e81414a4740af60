import Foundation
import MemorizeSupport

/// The autograder bundle Gradescope expects, for one exercise: `setup.sh` (installs a Swift
/// toolchain and builds this tool on Gradescope's Ubuntu image), `run_autograder` (grades
/// `/autograder/submission` into `/autograder/results/results.json`), the tool's source, and a
/// course folder holding only the exercise. Zip the folder's contents, not the folder.
/// Every folder in the bundle holds files: zippers and git drop empty ones.
public struct GradescopeBundle {
    /// The Swift toolchain `setup.sh` installs: the one this project is tested with.
    public static let swiftVersion = "6.3.1"
    /// Gradescope's base image the script is written for.
    public static let ubuntu = "22.04"

    public let exercise: Exercise
    /// The tool's package: the folder with `Package.swift` and `Sources/`.
    public let toolSource: URL

    public init(exercise: Exercise, toolSource: URL) {
        self.exercise = exercise
        self.toolSource = toolSource
    }

    /// Writes the bundle into `folder` (which must not exist yet) and returns the files written at its top.
    @discardableResult
    public func write(to folder: URL) throws -> [String] {
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let tool = folder.appendingPathComponent("memorize-course", isDirectory: true)
        try manager.createDirectory(at: tool, withIntermediateDirectories: true)
        try manager.copyItem(at: toolSource.appendingPathComponent("Sources"), to: tool.appendingPathComponent("Sources"))
        let manifest = try String(contentsOf: toolSource.appendingPathComponent("Package.swift"), encoding: .utf8)
        try Self.bundleManifest(manifest).write(to: tool.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let course = folder.appendingPathComponent("course", isDirectory: true)
        try manager.createDirectory(at: course.appendingPathComponent("Exercises"), withIntermediateDirectories: true)
        try manager.copyItem(at: exercise.folder, to: course.appendingPathComponent("Exercises/\(exercise.id)"))
        for (name, text) in [("setup.sh", setupScript), ("run_autograder", runScript)] {
            let file = folder.appendingPathComponent(name)
            try text.write(to: file, atomically: true, encoding: .utf8)
            try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        }
        return ["setup.sh", "run_autograder", "memorize-course/", "course/"]
    }

    /// The tool's own manifest with the targets under `Tests/` dropped, since the bundle carries
    /// no `Tests/` folder. Appended rather than rewritten, so a target added to the tool's
    /// manifest is in the bundle's too.
    public static func bundleManifest(_ manifest: String) -> String {
        manifest.trimmingCharacters(in: .whitespacesAndNewlines) + """


        // Added by `memorize-course export gradescope`: the bundle has no Tests/ folder, so the
        // test targets (and the test-support target kept there) are left out of its build.
        package.targets.removeAll { $0.type == .test || ($0.path ?? "").hasPrefix("Tests") }

        """
    }
}
