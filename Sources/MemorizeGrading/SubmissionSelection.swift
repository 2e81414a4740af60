import Foundation
import MemorizeSupport

/// Which Swift files of a student's folder are graded, and why each other one is left out.
///
/// A student points `check --path` at a whole Xcode project, so the folder holds the App, Views,
/// shapes, modifiers, previews and test targets next to the Model and ViewModel. The rule, in
/// order, for each `.swift` file (the README states it for students):
/// 1. `--exclude FILE` leaves a file out; `--include FILE` grades it whatever follows.
/// 1a. A file its Xcode project does not build (`notInXcodeProject`) is left out.
/// 2. A file that imports XCTest or Testing, or has a `@testable import`, is a test target's: left out.
/// 3. A file that imports SwiftUI, UIKit or AppKit and declares an `App`, `Scene`, `View`,
///    `ViewModifier`, `Shape` or `PreviewProvider`, or has a `#Preview`, is UI: left out (an
///    assignment type it declares is still graded, alone: see 7).
/// 3a. A `main.swift` is the program's entry point (its top-level code runs a command-line
///    try-out, rt24c), like an App: left out (an assignment type it declares is still graded, alone).
/// 4. A file that declares one of the assignment's types (the types of the reference solution
///    that the contract uses, e.g. `MemoryGame`, `EmojiMemoryGame`, `Theme`, and its top-level
///    functions, aspect-grid's `widthThatFits`) is graded.
/// 5. A file whose only imports are UI frameworks is UI too: left out.
/// 6. Everything else is graded: helpers such as `Array+Identifiable.swift`.
/// 7. A declaration in a file left out that the graded files use is graded with them
///    (`addNeededDeclarations`), and a type that plays an assignment type's part under another
///    name counts as one in 3 (`roleTypes`); one nested in a View by an extension is graded with
///    that extension, the View an empty stand-in (`addHostedTypes`).
/// Folders that are not source (`.xcodeproj`, `.xcassets`, `.build`, hidden ones) are not read.
/// The rule reads text only, so it chooses the same files on every platform.
public struct SubmissionSelection: Sendable {
    /// A file that is not graded, and why, in the student's terms.
    public struct Skipped: Codable, Equatable, Sendable {
        public var file: String
        public var reason: String
    }

    public var files: [SourceFile]
    public var skipped: [Skipped]
    /// The student's own files left out as UI (the App, the Views): never compiled, but read
    /// for how they make the assignment's types (`MadeExpressions`).
    public var leftOutUI: [SourceFile] = []

    static let testModules: Set<String> = ["XCTest", "Testing", "XCUIAutomation"]
    static let uiModules: Set<String> = ["SwiftUI", "UIKit", "AppKit", "WatchKit"]
    static let uiRoles: [(conformance: String, words: String)] = [
        ("App", "the app"), ("Scene", "a scene"), ("ViewModifier", "a ViewModifier"), ("InsettableShape", "a Shape"),
        ("Shape", "a Shape"), ("PreviewProvider", "previews"), ("View", "a View"),
    ]

    /// Applies the rule to every Swift file under `folder`. `include` and `exclude` are paths
    /// relative to `folder`. Throws a `GradingError` when the folder holds more than one copy of
    /// the assignment, listing them.
    /// `reference`, the reference solution's declarations, lets a type the student names
    /// otherwise count as the assignment's (`roleTypes`).
    public static func select(from folder: URL, assignmentTypes: Set<String>, reference: DeclarationIndex? = nil,
                              include: Set<String> = [], exclude: Set<String> = []) throws -> SubmissionSelection {
        let (all, notFollowed) = try SourceFile.collectChecked(from: folder, skippingFolders: { name in
            [".xcodeproj", ".xcworkspace", ".xcassets", ".playground", ".xcdatamodeld"].contains { name.hasSuffix($0) }
                || name == "DerivedData" || name == "Pods"
        })
        for path in include.union(exclude) where !all.contains(where: { $0.relativePath == path }) {
            throw GradingError(.notASwiftFile(path: path, folder: folder.path))
        }
        let scans = all.map { SwiftSourceScan(String(decoding: $0.contents, as: UTF8.self)) }
        try refuseSeveralCopies(all, scans: scans, folder: folder, assignmentTypes: assignmentTypes)
        var selection = SubmissionSelection(files: [], skipped: notFollowed.map { Skipped(file: $0.path, reason: $0.reason) })
        let notTests = zip(all, scans).filter { !isTest($0.1) }.map(\.0)
        let roles = roleTypes(notTests, assignmentTypes: assignmentTypes, reference: reference)
        let graded = assignmentTypes.union(roles.values.map { String($0.split(separator: ".").first ?? Substring($0)) })
        var leftOutAsUI: [SourceFile] = []
        let outsideTheProject = notInXcodeProject(all, folder: folder)
        for (file, scan) in zip(all, scans) {
            if exclude.contains(file.relativePath) {
                selection.skipped.append(Skipped(file: file.relativePath, reason: "left out with --exclude"))
            } else if include.contains(file.relativePath) {
                selection.files.append(file)
            } else if let reason = outsideTheProject[file.relativePath] {
                selection.skipped.append(Skipped(file: file.relativePath, reason: reason))
            } else if !isTest(scan), let reason = entryPointReason(file, scan, assignmentTypes: graded) {
                selection.skipped.append(Skipped(file: file.relativePath, reason: reason))
                leftOutAsUI.append(file)
            } else if let reason = reasonToLeaveOut(scan, assignmentTypes: graded) {
                selection.skipped.append(Skipped(file: file.relativePath, reason: reason))
                if !isTest(scan) { leftOutAsUI.append(file) }
            } else {
                selection.files.append(file)
            }
        }
        selection.leftOutUI = leftOutAsUI
        // A ViewModel (a class of the assignment's) may be nested in its View; a theme nested
        // there is another assignment's, beside the View's own code.
        let classes = Set(roles.keys.filter { reference?.type($0)?.kind == "class" })
        let hosting = selection.addHostedTypes(from: leftOutAsUI, nestedRoles: Set(roles.filter { classes.contains($0.key) && $0.value.contains(".") }.values))
        let candidates = leftOutAsUI.filter { !hosting.contains($0.relativePath) }
        if !selection.files.isEmpty || !candidates.isEmpty { selection.addNeededDeclarations(from: candidates, assignmentTypes: graded) }
        return selection
    }

    /// Why a `main.swift` is left out: its top-level code is a program's, which a module of the
    /// student's types cannot hold ("expressions are not allowed at the top level"). Nil for any other file.
    static func entryPointReason(_ file: SourceFile, _ scan: SwiftSourceScan, assignmentTypes: Set<String>) -> String? {
        guard isEntryPoint(file) else { return nil }
        return "the program's entry point (main.swift)" + gradedWithoutIt(ownParts(scan, assignmentTypes: assignmentTypes))
    }

    /// The assignment's parts a left-out file declares, which are graded alone (rule 7): its
    /// types but Views (never graded, even one taken for an assignment type by its shape) and
    /// its top-level functions.
    static func ownParts(_ scan: SwiftSourceScan, assignmentTypes: Set<String>) -> [String] {
        assignmentTypes.intersection(scan.declarations.filter { $0.isTopLevel && Set($0.conformances).isDisjoint(with: TopLevelSpans.views) }.map(\.name)
            + scan.topLevelFunctions).sorted()
    }

    /// What a left-out file's reason adds for `own`, its parts graded alone.
    static func gradedWithoutIt(_ own: [String]) -> String {
        own.isEmpty ? "" : "; its own \(own.map { "`\($0)`" }.joined(separator: ", ")) graded without it"
    }

    /// Whether `file` is a `main.swift`: never graded whole, only for what the graded files need.
    static func isEntryPoint(_ file: SourceFile) -> Bool { file.relativePath.split(separator: "/").last == "main.swift" }

    /// Why the rule leaves this file out, or nil when it is graded.
    /// A test target's file: it imports XCTest or Testing, or has a `@testable import`.
    static func isTest(_ scan: SwiftSourceScan) -> Bool {
        !scan.importedModules.isDisjoint(with: testModules) || scan.imports.contains(where: \.isTestable)
    }

    static func reasonToLeaveOut(_ scan: SwiftSourceScan, assignmentTypes: Set<String>) -> String? {
        let imported = scan.importedModules
        if let test = scan.imports.first(where: { testModules.contains($0.module) }) {
            return "a test file (imports \(test.module))"
        }
        if let test = scan.imports.first(where: \.isTestable) {
            return "a test file (`@testable import \(test.module)`)"
        }
        let own = ownParts(scan, assignmentTypes: assignmentTypes)
        let declaresAssignmentType = !own.isEmpty
        guard !imported.isDisjoint(with: uiModules) else { return nil }
        // A UI file is left out even when it declares an assignment type too: that declaration
        // alone is graded (`addNeededDeclarations`).
        let shared = gradedWithoutIt(own)
        for (conformance, words) in uiRoles {
            if let declaration = (scan.declarations + scan.extensions).first(where: { $0.conformances.contains(conformance) }) {
                return "\(words) (\(declaration.name): \(conformance))" + shared
            }
        }
        if scan.hasPreviewMacro { return "previews (#Preview)" + shared }
        if declaresAssignmentType { return nil }
        if imported.isSubset(of: uiModules) {
            let names = scan.imports.map(\.module).filter { uiModules.contains($0) }
            return "imports only \(names.first ?? "SwiftUI") and declares none of the assignment's types"
        }
        return nil
    }

    /// A course repository often keeps a copy of the project per lecture: compiled together
    /// they are a wall of "invalid redeclaration". Each copy is the folder of its Xcode project
    /// (or package), or else the folder of the file that declares the type.
    static func refuseSeveralCopies(_ files: [SourceFile], scans: [SwiftSourceScan], folder: URL, assignmentTypes: Set<String>) throws {
        var roots: [String: Set<String>] = [:]   // type → project folders declaring it
        for (file, scan) in zip(files, scans) {
            for declaration in scan.declarations where declaration.isTopLevel && assignmentTypes.contains(declaration.name) {
                roots[declaration.name, default: []].insert(projectFolder(of: file, in: folder))
            }
        }
        let candidates = roots.values.filter { $0.count > 1 }.reduce(into: Set<String>()) { $0.formUnion($1) }
        guard !candidates.isEmpty else { return }
        let sorted = candidates.sorted { $0.localizedStandardCompare($1) == .orderedAscending }
        throw GradingError(.severalCopies(folder: folder, copies: sorted))
    }

    /// The folder (relative to `root`) of the nearest `.xcodeproj` or `Package.swift` above
    /// `file`, or the file's own folder when there is none.
    static func projectFolder(of file: SourceFile, in root: URL) -> String {
        let manager = FileManager.default
        var parts = file.relativePath.split(separator: "/").dropLast().map(String.init)
        let own = parts.joined(separator: "/")
        while true {
            let directory = parts.reduce(root) { $0.appendingPathComponent($1) }
            let names = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
            if names.contains(where: { $0.hasSuffix(".xcodeproj") || $0 == "Package.swift" }) { return parts.joined(separator: "/") }
            guard !parts.isEmpty else { return own }
            parts.removeLast()
        }
    }
}

extension Exercise {
    /// The assignment's own types (and top-level functions, as aspect-grid's `widthThatFits`):
    /// those the reference solution declares that the contract uses (or the checks, when there
    /// is no contract). A student's file that declares one is graded.
    public func assignmentTypes() -> Set<String> {
        let declared = ((try? SourceFile.collect(from: solution)) ?? []).flatMap { file in
            let scan = SwiftSourceScan(String(decoding: file.contents, as: UTF8.self))
            return scan.declarations.filter(\.isTopLevel).map(\.name) + scan.topLevelFunctions
        }
        let contractFiles = (try? SourceFile.collect(from: contract)) ?? []
        let users = contractFiles.isEmpty ? ((try? SourceFile.collect(from: checks)) ?? []) : contractFiles
        let used = users.reduce(into: Set<String>()) { $0.formUnion(SwiftSourceScan.words(String(decoding: $1.contents, as: UTF8.self))) }
        return Set(declared).intersection(used)
    }
}
