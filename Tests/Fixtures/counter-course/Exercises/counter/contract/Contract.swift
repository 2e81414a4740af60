@testable import Submission
func _value(_ c: Counter) -> Int { c.value }  // contract: Counter has no `value` of type Int
func _increment(_ c: inout Counter) { c.increment() }  // contract: Counter has no `increment()`
