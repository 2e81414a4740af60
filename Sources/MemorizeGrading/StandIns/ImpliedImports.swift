import Foundation

/// On Apple's systems `import Foundation` brings Combine with it, so a ViewModel that imports
/// only Foundation can be an `ObservableObject` with `@Published` properties and builds in
/// Xcode. Here Foundation brings nothing of the kind: such a file gets `import Combine` added
/// at the end of its `import Foundation` line, in the scratch package's copy only, so its line
/// and column numbers stay the student's. The student's own file is never changed.
public enum FoundationReexports {
    /// Names a file can use from Combine through Foundation alone.
    static let combineNames: Set<String> = ["ObservableObject", "Published", "objectWillChange", "AnyCancellable", "PassthroughSubject",
                                            "CurrentValueSubject", "ObservableObjectPublisher"]

    /// `files` as they are compiled: each that imports Foundation, not Combine nor SwiftUI, and
    /// uses a Combine name, with Combine imported on its Foundation line.
    public static func compiled(_ files: [SourceFile]) -> [SourceFile] {
        files.map { file in
            let text = String(decoding: file.contents, as: UTF8.self)
            let scan = SwiftSourceScan(text)
            let modules = scan.importedModules
            guard modules.contains("Foundation"), modules.isDisjoint(with: ["Combine", "SwiftUI"]),
                  let line = scan.imports.first(where: { $0.module == "Foundation" })?.line,
                  !SwiftSourceScan.words(scan.code).isDisjoint(with: combineNames) else { return file }
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard lines.indices.contains(line - 1) else { return file }
            // A line comment at its end would swallow the added import: put it before the comment.
            let original = lines[line - 1]
            let code = scan.code.split(separator: "\n", omittingEmptySubsequences: false)
            let codePart = code.indices.contains(line - 1) ? String(code[line - 1]) : original
            let end = codePart.lastIndex { !$0.isWhitespace }.map { codePart.distance(from: codePart.startIndex, to: $0) + 1 } ?? original.count
            let splitAt = original.index(original.startIndex, offsetBy: min(end, original.count))
            lines[line - 1] = original[..<splitAt] + "; import Combine" + original[splitAt...]
            return SourceFile(relativePath: file.relativePath, original: file.original, contents: Data(lines.joined(separator: "\n").utf8))
        }
    }
}
