// The contract: every part of the exercise's API the checks use, one use per line.
// If a line does not compile, the submission is missing that part (or gives it another
// type); its `// contract:` comment says what, in plain words. Nothing here runs.
@testable internal import Submission

func _contractInit() -> Cardify { Cardify(isFaceUp: true) }  // contract: Cardify has no `init(isFaceUp: Bool)`
func _contractRotation(_ cardify: inout Cardify) { cardify.rotation = 45 }  // contract: Cardify has no settable `rotation` of type Double (in degrees)
func _contractFaceUp() -> KeyPath<Cardify, Bool> { \Cardify.isFaceUp }  // contract: Cardify has no `isFaceUp` of type Bool
func _contractGetData(_ cardify: Cardify) -> Double { cardify.animatableData }  // contract: Cardify has no `animatableData` of type Double
func _contractSetData(_ cardify: inout Cardify) { cardify.animatableData = 90 }  // contract: Cardify's `animatableData` has no `set` (SwiftUI sets it on every frame)
