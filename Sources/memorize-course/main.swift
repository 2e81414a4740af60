// The executable only builds the live context and hands argv to the core library.
import Foundation
import MemorizeCourseCore
import MemorizeDemos

var context = CommandContext.live(demos: DemoCatalog.all, quizSnippets: QuizSnippetCatalog.all)
context.editableDemos = EditableCatalog.all
let status = CommandLineInterface.run(Array(CommandLine.arguments.dropFirst()), context: context)
exit(status)
