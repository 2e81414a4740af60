extension FrameworkStandIns {
    /// The stand-in for GameplayKit's random sources and distributions, which a Model may use to
    /// shuffle and draw (`GKMersenneTwisterRandomSource(seed:)`, `GKRandomDistribution`); on iOS
    /// `import GameKit` brings them too. Their numbers are not Apple's: the same seed gives a
    /// sequence of its own, as deterministic, which is all a Model's behaviour may depend on.
    static let gameplayKit = #"""
    // Written by memorize-course: a STAND-IN for Apple's GameplayKit, which does not exist on this
    // system. It is not GameplayKit. It has only its random sources and distributions, so that a
    // student's Model compiles here as it does in Xcode. A seed gives the same numbers each time,
    // but not the numbers Apple's algorithms give. On macOS the real frameworks are used instead.
    @_exported import Foundation

    public protocol GKRandom {
        func nextInt() -> Int
        func nextInt(upperBound: Int) -> Int
        func nextUniform() -> Float
        func nextBool() -> Bool
    }

    /// A random source: SplitMix64 over a 64-bit state (every kind of source here is this one).
    open class GKRandomSource: NSObject, GKRandom, @unchecked Sendable {
        var state: UInt64

        public override init() { state = UInt64.random(in: .min ... .max) }
        init(state: UInt64) { self.state = state }

        open class func sharedRandom() -> GKRandomSource { GKRandomSource() }

        func next64() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        open func nextInt() -> Int { Int(Int32(truncatingIfNeeded: next64())) }
        open func nextInt(upperBound: Int) -> Int { upperBound <= 0 ? 0 : Int(next64() % UInt64(upperBound)) }
        open func nextUniform() -> Float { Float(next64() >> 40) / Float(1 << 24) }
        open func nextBool() -> Bool { next64() & 1 == 1 }

        open func arrayByShufflingObjects(in array: [Any]) -> [Any] {
            var result = array
            guard result.count > 1 else { return result }
            for index in stride(from: result.count - 1, to: 0, by: -1) {
                result.swapAt(index, nextInt(upperBound: index + 1))
            }
            return result
        }
    }

    open class GKMersenneTwisterRandomSource: GKRandomSource, @unchecked Sendable {
        public var seed: UInt64 { didSet { state = seed } }
        public override init() { seed = UInt64.random(in: .min ... .max); super.init(state: seed) }
        public init(seed: UInt64) { self.seed = seed; super.init(state: seed) }
    }

    open class GKLinearCongruentialRandomSource: GKRandomSource, @unchecked Sendable {
        public var seed: UInt64 { didSet { state = seed } }
        public override init() { seed = UInt64.random(in: .min ... .max); super.init(state: seed) }
        public init(seed: UInt64) { self.seed = seed; super.init(state: seed) }
    }

    open class GKARC4RandomSource: GKRandomSource, @unchecked Sendable {
        public var seed: Data
        public override init() { seed = Data((0..<16).map { _ in UInt8.random(in: 0 ... 255) }); super.init(state: Self.state(seed)) }
        public init(seed: Data) { self.seed = seed; super.init(state: Self.state(seed)) }
        public func dropValues(_ count: Int) { for _ in 0..<max(0, count) { _ = next64() } }
        static func state(_ seed: Data) -> UInt64 { seed.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 } }
    }

    /// Whole numbers from `lowestValue` to `highestValue`, each as likely.
    open class GKRandomDistribution: NSObject, GKRandom, @unchecked Sendable {
        public let lowestValue: Int
        public let highestValue: Int
        let source: GKRandom

        public required init(randomSource source: GKRandom, lowestValue: Int, highestValue: Int) {
            (self.source, self.lowestValue, self.highestValue) = (source, lowestValue, highestValue)
        }
        public convenience init(lowestValue: Int, highestValue: Int) {
            self.init(randomSource: GKARC4RandomSource(), lowestValue: lowestValue, highestValue: highestValue)
        }
        public convenience init(forDieWithSideCount sideCount: Int) { self.init(lowestValue: 1, highestValue: sideCount) }
        open class func d6() -> Self { Self(randomSource: GKARC4RandomSource(), lowestValue: 1, highestValue: 6) }
        open class func d20() -> Self { Self(randomSource: GKARC4RandomSource(), lowestValue: 1, highestValue: 20) }

        public var numberOfPossibleOutcomes: Int { max(0, highestValue - lowestValue + 1) }
        open func nextInt() -> Int { lowestValue + source.nextInt(upperBound: numberOfPossibleOutcomes) }
        open func nextInt(upperBound: Int) -> Int { min(nextInt(), upperBound - 1) }
        open func nextUniform() -> Float { source.nextUniform() }
        open func nextBool() -> Bool { source.nextBool() }
    }

    open class GKShuffledDistribution: GKRandomDistribution, @unchecked Sendable {}
    open class GKGaussianDistribution: GKRandomDistribution, @unchecked Sendable {}

    """#

    /// GameKit's stand-in: on iOS `import GameKit` brings GameplayKit's random sources with it.
    static let gameKit = """
    // Written by memorize-course: a STAND-IN for Apple's GameKit, which does not exist on this
    // system: it brings the GameplayKit stand-in's random sources, the part a Model touches.
    @_exported import GameplayKit

    """
}
