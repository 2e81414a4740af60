// The contract: every part of the exercise's API the checks use, one use per line. If a line
// does not compile, the submission is missing that part (or gives it another type); its
// `// contract:` comment says what, in plain words. A Cardify travels as `Any`, so that
// Serve.swift, which answers the checks, compiles whatever the student's code declares.
@testable internal import Submission

func contractMake(isFaceUp: Bool) -> Any { Cardify(isFaceUp: isFaceUp) }  // contract: Cardify has no `init(isFaceUp: Bool)`
func contractRotation(_ cardify: Any) -> Double { (cardify as! Cardify).rotation }  // contract: Cardify has no `rotation` of type Double (in degrees)
func contractSetRotation(_ cardify: inout Any, _ angle: Double) { var turned = cardify as! Cardify; turned.rotation = angle; cardify = turned }  // contract: Cardify's `rotation` cannot be set (a `var` of type Double, in degrees)
func contractIsFaceUp(_ cardify: Any) -> Bool { (cardify as! Cardify).isFaceUp }  // contract: Cardify has no `isFaceUp` of type Bool
func contractAnimatableData(_ cardify: Any) -> Double { (cardify as! Cardify).animatableData }  // contract: Cardify has no `animatableData` of type Double
func contractSetAnimatableData(_ cardify: inout Any, _ value: Double) { var turned = cardify as! Cardify; turned.animatableData = value; cardify = turned }  // contract: Cardify's `animatableData` has no `set` (SwiftUI sets it on every frame)
