import Foundation

extension AutoLayoutEngine {
    /// Logs UIKit's report of an unsatisfiable set of constraints and the one broken to recover, in Apple's
    /// words and layout (tabs, trailing spaces and all), then calls `UIViewAlertForUnsatisfiableConstraints`
    /// so a debugger breakpoint on it stops here.
    func logUnsatisfiable(_ conflict: [NSLayoutConstraint], breaking victim: NSLayoutConstraint) {
        uikitLog.error("\(Self.unsatisfiableReport(conflict, breaking: victim))")
        UIViewAlertForUnsatisfiableConstraints()
    }

    /// The text of the report.
    static func unsatisfiableReport(_ conflict: [NSLayoutConstraint], breaking victim: NSLayoutConstraint) -> String {
        var lines = [
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if conflict.contains(where: { $0 is NSAutoresizingMaskLayoutConstraint }) {
            lines.append("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
        }
        lines.append("(")
        let entries = conflict.map { "    \"\($0.layoutDescription)\"" }
        lines.append(entries.joined(separator: ",\n"))
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append(victim.layoutDescription)
        lines.append("")
        lines.append("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.")
        lines.append("The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.")
        return lines.joined(separator: "\n")
    }
}

/// Called each time Auto Layout breaks a constraint to recover from unsatisfiable constraints: set a
/// breakpoint on this symbol (`b UIViewAlertForUnsatisfiableConstraints`) to stop there, as on iOS.
@_cdecl("UIViewAlertForUnsatisfiableConstraints")
@inline(never)
func UIViewAlertForUnsatisfiableConstraints() {
    // Nothing to do: the function exists to be a breakpoint target. The barrier keeps it from being folded away.
    breakpointBarrier(0)
}

@inline(never)
private func breakpointBarrier(_ value: Int) {}
