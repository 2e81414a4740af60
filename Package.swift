// swift-tools-version:6.0
import PackageDescription

// memorize-course: a terminal companion to Stanford's CS193p Memorize lectures.
// No package dependencies: Foundation, XCTest, Observation and Dispatch from the toolchain.
let package = Package(
    name: "memorize-course",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "memorize-course", targets: ["memorize-course"]),
        .library(name: "MemorizeCourseCore", targets: ["MemorizeCourseCore"]),
    ],
    targets: [
        // Thin executable: builds the real context and hands argv to the core.
        .executableTarget(
            name: "memorize-course",
            dependencies: ["MemorizeCourseCore", "MemorizeDemos"]
        ),
        // Everything that differs between Linux and macOS, and the C library's one import.
        .target(name: "MemorizePlatform"),
        // What every other target shares: errors, text helpers, the Markdown parser, the course root.
        .target(name: "MemorizeSupport", dependencies: ["MemorizePlatform"]),
        // The grading engine: exercises, file selection, the scratch package, running the checks
        // in processes of their own, and the report. Knows nothing of the command line, so the
        // commands, an autograder script and the tests all use the same engine.
        .target(name: "MemorizeGrading", dependencies: ["MemorizePlatform", "MemorizeSupport"]),
        // Everything the tool does: commands, rendering, lessons, the demo runner.
        .target(name: "MemorizeCourseCore", dependencies: ["MemorizePlatform", "MemorizeSupport", "MemorizeGrading"]),
        // The lectures' runnable demos. Written in Swift 5 language mode, as the course's code is.
        .target(
            name: "MemorizeDemos",
            dependencies: ["MemorizeCourseCore"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .target(
            name: "TestSupport",
            dependencies: ["MemorizePlatform", "MemorizeGrading", "MemorizeCourseCore", "MemorizeDemos"],
            path: "Tests/TestSupport"
        ),
        // Unit tests, one target per module; none of them builds anything with the toolchain.
        .testTarget(name: "MemorizePlatformTests", dependencies: ["MemorizePlatform"]),
        .testTarget(name: "MemorizeSupportTests", dependencies: ["MemorizePlatform", "MemorizeSupport", "TestSupport"]),
        .testTarget(name: "MemorizeGradingTests", dependencies: ["MemorizePlatform", "MemorizeGrading", "MemorizeSupport", "TestSupport"]),
        .testTarget(
            name: "MemorizeCourseCoreTests",
            dependencies: ["MemorizeCourseCore", "MemorizeDemos", "MemorizeGrading", "MemorizeSupport", "TestSupport"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "MemorizeDemosTests",
            dependencies: ["MemorizeCourseCore", "MemorizeDemos", "MemorizeGrading", "MemorizeSupport", "TestSupport"]
        ),
        // Grading with the real toolchain: scratch packages built, checks run, sandboxes tried.
        .testTarget(
            name: "GradingToolchainTests",
            dependencies: ["MemorizePlatform", "MemorizeCourseCore", "MemorizeDemos", "MemorizeGrading", "MemorizeSupport", "TestSupport"],
            exclude: ["__Snapshots__"]
        ),
        // The course's own content: every lesson, quiz and exercise validated as an instructor would.
        .testTarget(
            name: "CourseContentTests",
            dependencies: ["MemorizeCourseCore", "MemorizeDemos", "MemorizeGrading", "MemorizeSupport", "TestSupport"]
        ),
        // Depends on the executable so `swift test` builds the binary these tests run.
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["TestSupport", "memorize-course", "MemorizeGrading", "MemorizeSupport"]
        ),
    ]
)
