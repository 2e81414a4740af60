import Foundation
import MemorizePlatform

/// Small stand-ins for SwiftUI, Combine, UIKit's UIColor and GameplayKit's random sources, compiled into a scratch package where the real
/// frameworks do not exist (Linux), so that a student's Model and ViewModel compile unchanged.
///
/// The lectures' view model is `class EmojiMemoryGame: ObservableObject` with
/// `@Published private var model` and `import SwiftUI`, and a theme often keeps a SwiftUI
/// `Color`. None of that draws anything, so a grader can stand in for it honestly: these
/// modules have only the names a Model or ViewModel touches (see `combine` and `swiftUI`), say
/// in their first lines what they are, and have no Views: files that declare Views are left
/// out of grading (`SubmissionSelection`). On macOS the real frameworks are used, except
/// UIKit, which a Mac does not have: its stand-in is written there too. A name the stand-ins lack is explained by `FrameworkGap`, not shown raw.
public enum FrameworkStandIns {
    /// A stand-in module: its name, its source, and the stand-ins it imports.
    public struct Module: Sendable {
        public let name: String
        let source: String
        let dependencies: [String]
        /// Where its source goes, relative to the scratch package.
        public var path: String { "\(FrameworkStandIns.folder)/\(name)" }
    }

    /// The scratch package's folder for the stand-ins' sources.
    public static let folder = "StandIns"

    /// Whether this system lacks the frameworks (`Platform.hasAppleFrameworks`).
    public static var areNeeded: Bool { !Platforms.current.hasAppleFrameworks }

    /// The stand-ins this system needs, dependencies first.
    public static var modules: [Module] { modules(hasAppleFrameworks: Platforms.current.hasAppleFrameworks) }

    /// The stand-ins a system needs: every one where there are no Apple frameworks (Linux);
    /// on macOS only UIKit's, which is iOS's and not a Mac's (an iOS theme keeps a `UIColor`
    /// that `import SwiftUI` brought: `ImpliedImports`).
    public static func modules(hasAppleFrameworks: Bool) -> [Module] {
        guard !hasAppleFrameworks else { return [Module(name: "UIKit", source: uiKit + uiKitColorBridge, dependencies: [])] }
        let uiKit = Module(name: "UIKit", source: uiKit, dependencies: [])
        return [Module(name: "Combine", source: combine, dependencies: []),
                uiKit,
                Module(name: "GameplayKit", source: gameplayKit, dependencies: []),
                Module(name: "GameKit", source: gameKit, dependencies: ["GameplayKit"]),
                Module(name: "SwiftUI", source: swiftUI, dependencies: ["Combine", "UIKit"]),
                Module(name: "SwiftUICore", source: swiftUICore, dependencies: ["SwiftUI"])]
    }

    /// The frameworks these stand in for; a graded file importing another Apple-only one
    /// (AppKit) is told what to use instead.
    public static let standsInFor: Set<String> = ["SwiftUI", "SwiftUICore", "Combine", "UIKit", "GameplayKit", "GameKit"]

    /// Xcode 16's SDKs split SwiftUI's basic types (`Color` among them) into SwiftUICore, and
    /// its fix-its write `import SwiftUICore`: here that is the SwiftUI stand-in.
    static let swiftUICore = """
    // Written by memorize-course: a STAND-IN for Apple's SwiftUICore, which does not exist on this
    // system: it brings the SwiftUI stand-in, which has SwiftUICore's names a ViewModel touches.
    @_exported import SwiftUI

    """

    /// The modules' source files, by path relative to the scratch package.
    public static var files: [(String, Data)] {
        modules.map { ("\($0.path)/\($0.name).swift", Data($0.source.utf8)) }
    }

    /// The manifest's target declarations for the stand-ins (empty on macOS), each ending in a comma.
    public static var manifestTargets: String {
        modules.map { module in
            let dependencies = module.dependencies.map { "\"\($0)\"" }.joined(separator: ", ")
            return "        .target(name: \"\(module.name)\", dependencies: [\(dependencies)], path: \"\(module.path)\", "
                + "swiftSettings: [.swiftLanguageMode(.v5)]),\n"
        }.joined()
    }

    /// The stand-ins' targets, by name.
    public static var targets: [String] { modules.map(\.name) }

    /// The stand-ins as a manifest's dependency list for a target that may import them,
    /// after `others`: `"Submission", "SwiftUI", "Combine"`.
    public static func dependencies(after others: [String] = []) -> String {
        (others + modules.reversed().map(\.name)).map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
