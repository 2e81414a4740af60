import Foundation
import MemorizeCourseCore
@testable import MemorizeGrading
import TestSupport
import XCTest

/// A Mac's UIKit stand-in carries `Color(uiColor:)`, which a Mac's SwiftUI lacks. No Mac here:
/// it is compiled against a module named SwiftUI with the part of the real one's `Color` it
/// uses (its colours, `init(red:green:blue:opacity:)`, `init(white:opacity:)`, `init(hue:…)`,
/// `init(_ name:)`, `opacity(_:)`, as Apple documents them), and run: each way a theme makes a
/// UIColor becomes the Color made the same way.
final class UIKitBridgeTests: XCTestCase {
    static let fakeSwiftUI = """
    public struct Color: Equatable, CustomStringConvertible {
        public let description: String
        init(_ text: String, made: Bool) { description = text }
        public init(red: Double, green: Double, blue: Double, opacity: Double = 1) { description = "rgb \\(red) \\(green) \\(blue) \\(opacity)" }
        public init(white: Double, opacity: Double = 1) { description = "white \\(white) \\(opacity)" }
        public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) { description = "hsb \\(hue) \\(saturation) \\(brightness) \\(opacity)" }
        public init(_ name: String, bundle: Bundle? = nil) { description = "asset \\(name)" }
        public func opacity(_ opacity: Double) -> Color { Color("\\(description) at \\(opacity)", made: true) }
        public static let red = Color("red", made: true), orange = Color("orange", made: true), yellow = Color("yellow", made: true)
        public static let green = Color("green", made: true), mint = Color("mint", made: true), teal = Color("teal", made: true)
        public static let cyan = Color("cyan", made: true), blue = Color("blue", made: true), indigo = Color("indigo", made: true)
        public static let purple = Color("purple", made: true), pink = Color("pink", made: true), brown = Color("brown", made: true)
        public static let gray = Color("gray", made: true), black = Color("black", made: true), white = Color("white", made: true)
        public static let clear = Color("clear", made: true), primary = Color("primary", made: true)
    }
    """

    func testEachUIColorBecomesTheColorMadeTheSameWay() throws {
        let swiftc = try XCTUnwrap(findOnPath("swiftc", environment: ProcessInfo.processInfo.environment), "no swiftc on PATH")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bridge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let uiKit = try XCTUnwrap(FrameworkStandIns.modules(hasAppleFrameworks: true).first { $0.name == "UIKit" })
        try ("import Foundation\n" + Self.fakeSwiftUI).write(to: folder.appendingPathComponent("SwiftUI.swift"), atomically: true, encoding: .utf8)
        try uiKit.source.write(to: folder.appendingPathComponent("UIKit.swift"), atomically: true, encoding: .utf8)
        try """
        import SwiftUI
        import UIKit
        let made: [UIColor] = [.systemOrange, .red, UIColor(red: 1, green: 0.5, blue: 0, alpha: 1), UIColor(white: 0.2, alpha: 0.5),
                               UIColor(hue: 0.1, saturation: 0.2, brightness: 0.3, alpha: 1), UIColor(named: "Sky")!, .systemTeal.withAlphaComponent(0.5)]
        for color in made { print(Color(uiColor: color).description + "|" + Color(color).description) }
        """.write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let runner = SystemProcessRunner()
        let environment = ProcessInfo.processInfo.environment
        for (module, file) in [("SwiftUI", "SwiftUI.swift")] {
            let built = try runner.run(swiftc, ["-parse-as-library", "-emit-module", "-emit-library", "-static", "-module-name", module, file, "-o", "lib\(module).a"],
                                       in: folder, environment: environment, timeLimit: 120)
            XCTAssertEqual(built.status, 0, built.output)
        }
        let uiKitBuilt = try runner.run(swiftc, ["-parse-as-library", "-emit-module", "-emit-library", "-static", "-module-name", "UIKit", "-I", ".", "UIKit.swift", "-o", "libUIKit.a"],
                                        in: folder, environment: environment, timeLimit: 120)
        XCTAssertEqual(uiKitBuilt.status, 0, uiKitBuilt.output)
        let program = try runner.run(swiftc, ["-I", ".", "-L", ".", "-lUIKit", "-lSwiftUI", "main.swift", "-o", "bridge"], in: folder, environment: environment, timeLimit: 120)
        XCTAssertEqual(program.status, 0, program.output)
        let ran = try runner.run(folder.appendingPathComponent("bridge"), [], in: folder, environment: environment, timeLimit: 20)
        XCTAssertEqual(ran.output.split(separator: "\n").map(String.init), [
            "orange|orange", "red|red", "rgb 1.0 0.5 0.0 1.0|rgb 1.0 0.5 0.0 1.0", "white 0.2 0.5|white 0.2 0.5",
            "hsb 0.1 0.2 0.3 1.0|hsb 0.1 0.2 0.3 1.0", "asset Sky|asset Sky", "teal at 0.5|teal at 0.5",
        ], ran.output)
    }
}
