import Foundation

/// Modules an iOS project gets without importing them: on Apple's systems `import Foundation`
/// brings Combine, so a ViewModel that imports only Foundation can be an `ObservableObject`
/// with `@Published` properties; and iOS's `import SwiftUI` brings UIKit, so a theme can keep a
/// `UIColor`. Here Foundation brings no Combine, and macOS's SwiftUI brings no UIKit (a Mac has
/// none: the grader's stand-in takes its place, `FrameworkStandIns`). Such a file gets the
/// module imported at the end of the line that brings it, in the scratch package's copy only,
/// so its line and column numbers stay the student's. The student's own file is never changed.
public enum ImpliedImports {
    /// A module a file may use through another: `adds` is imported on the line of the first of
    /// `through`, in a file that imports none of `unless` and uses one of `names`.
    struct Rule {
        let through: [String]
        let adds: String
        let unless: Set<String>
        let names: Set<String>
    }

    static let rules = [
        Rule(through: ["Foundation"], adds: "Combine", unless: ["Combine", "SwiftUI"],
             names: ["ObservableObject", "Published", "objectWillChange", "AnyCancellable", "PassthroughSubject",
                     "CurrentValueSubject", "ObservableObjectPublisher"]),
        Rule(through: ["SwiftUI", "SwiftUICore"], adds: "UIKit", unless: ["UIKit"], names: ["UIColor"]),
    ]

    /// `files` as they are compiled: each module a file uses through another, imported on that one's line.
    public static func compiled(_ files: [SourceFile]) -> [SourceFile] {
        files.map { file in
            // A rule whose names the file never spells cannot apply: no scan for it (a scan costs
            // more than the rest of a re-check of nothing changed).
            rules.filter { rule in rule.names.contains { file.contents.range(of: Data($0.utf8)) != nil } }.reduce(file, added)
        }
    }

    static func added(_ file: SourceFile, _ rule: Rule) -> SourceFile {
        let text = String(decoding: file.contents, as: UTF8.self)
        let scan = SwiftSourceScan(text, declarations: false)
        guard scan.importedModules.isDisjoint(with: rule.unless), let line = scan.imports.first(where: { rule.through.contains($0.module) })?.line,
              !SwiftSourceScan.words(scan.code).isDisjoint(with: rule.names) else { return file }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.indices.contains(line - 1) else { return file }
        // A line comment at its end would swallow the added import: put it before the comment.
        let original = lines[line - 1]
        let code = scan.code.split(separator: "\n", omittingEmptySubsequences: false)
        let codePart = code.indices.contains(line - 1) ? String(code[line - 1]) : original
        let end = codePart.lastIndex { !$0.isWhitespace }.map { codePart.distance(from: codePart.startIndex, to: $0) + 1 } ?? original.count
        let splitAt = original.index(original.startIndex, offsetBy: min(end, original.count))
        // With the access level of the import it goes beside (`internal import SwiftUI`, as contracts write it).
        let level = ["public", "package", "internal", "fileprivate", "private"].first { codePart.trimmingCharacters(in: .whitespaces).hasPrefix("\($0) import ") }
        lines[line - 1] = original[..<splitAt] + "; \(level.map { $0 + " " } ?? "")import \(rule.adds)" + original[splitAt...]
        return SourceFile(relativePath: file.relativePath, original: file.original, contents: Data(lines.joined(separator: "\n").utf8))
    }
}
