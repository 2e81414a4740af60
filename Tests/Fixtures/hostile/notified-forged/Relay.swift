// A dishonest submission (a fixture of memorize-course's own tests): the reference solution
// whose view model is no longer @Observable (so no View would see its score change: Task 9
// fails), with a relay between the checks and its program (../Relay.swift) that answers
// every "was the observer told of the change?" with yes. Whether a View is told anything at
// all is a fact of the build, which the checks read from the build, not from the program.

func relayTheGrader() {
    hostileRelay { name in name == "notified" ? hostileAnswer("ok", hostileTrue) : nil }
}
