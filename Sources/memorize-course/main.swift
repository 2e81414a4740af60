// The executable only builds the live context and hands argv to the core library.
import Foundation
import MemorizeCourseCore
import MemorizeDemos

let status = CommandLineInterface.run(
    Array(CommandLine.arguments.dropFirst()),
    context: .live(demos: DemoCatalog.all, quizSnippets: QuizSnippetCatalog.all)
)
exit(status)
