// The contract: every part of the exercise's API the checks use, one use per line.
// If a line does not compile, the submission is missing that part (or gives it another
// type); its `// contract:` comment says what, in plain words. Nothing here runs.
import Foundation
@testable internal import Submission

func _contractWidth() -> CGFloat { widthThatFits(itemCount: 12, in: CGSize(width: 300, height: 400), itemAspectRatio: 2 / 3) }  // contract: there is no top-level `func widthThatFits(itemCount: Int, in size: CGSize, itemAspectRatio: CGFloat) -> CGFloat`
