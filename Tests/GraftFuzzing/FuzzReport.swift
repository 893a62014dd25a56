import Foundation

/// The figures of a fuzz run: how many steps of each kind, how much input, which sizes, how
/// many identities came and went.
package struct FuzzReport: Sendable, CustomStringConvertible {
  package var seed: UInt64 = 0
  package var steps = 0
  package var sessions = 0
  /// Steps by kind (`tap`, `type`, `paste`, …) and by target.
  package var kinds: [String: Int] = [:]
  package var targets: [String: Int] = [:]
  /// Typed tokens by kind (`text`, `backspace`, `control`, `invalid`, `c1`).
  package var tokens: [String: Int] = [:]
  package var bytesFed = 0
  package var pasteBytes = 0
  package var largestPaste = 0
  package var smallestSize = (width: 100_000, height: 100_000)
  package var largestSize = (width: 0, height: 0)
  package var nodesSeen = 0
  package var representablesSeen = 0
  /// Runtime issues seen (all of them expected), by message.
  package var issues: [String: Int] = [:]
  package var seconds = 0.0
  /// Time spent in steps of each kind, checks included.
  package var secondsByKind: [String: Double] = [:]

  package init() {}

  package var description: String {
    func list(_ counts: [String: Int]) -> String {
      counts.sorted { $0.value > $1.value }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }
    return """
      seed \(seed): \(steps) steps in \(sessions) sessions, \(String(format: "%.1f", seconds)) s \
      (\(steps > 0 ? String(format: "%.2f", seconds * 1000 / Double(steps)) : "0") ms a step)
        targets: \(list(targets))
        steps: \(list(kinds))
        typed tokens: \(list(tokens))
        bytes fed: \(bytesFed); pastes: \(pasteBytes) bytes, largest \(largestPaste)
        sizes: from \(smallestSize.width)×\(smallestSize.height) to \(largestSize.width)×\(largestSize.height)
        nodes: \(nodesSeen); representable identities: \(representablesSeen)
        time by kind: \(secondsByKind.sorted { $0.value > $1.value }.map { "\($0.key) \(String(format: "%.1f", $0.value)) s" }.joined(separator: ", "))
        runtime issues (expected): \(issues.isEmpty ? "none" : list(issues))
      """
  }

  mutating func count(_ step: FuzzStep, target: String) {
    steps += 1
    kinds[step.kind, default: 0] += 1
    targets[target, default: 0] += 1
    switch step {
    case .type(let typed):
      for token in typed {
        let name = String(token.description.prefix { $0 != "(" })
        tokens[name, default: 0] += 1
        bytesFed += token.bytes.count
      }
    case .paste(let text, _):
      pasteBytes += text.utf8.count
      largestPaste = max(largestPaste, text.utf8.count)
      bytesFed += text.utf8.count + 12
    case .garbage(let bytes):
      bytesFed += bytes.count
    case .resize(let width, let height):
      if width * height < smallestSize.width * smallestSize.height { smallestSize = (width, height) }
      if width * height > largestSize.width * largestSize.height { largestSize = (width, height) }
    case .key(let key):
      bytesFed += key.bytes.count
    case .tap:
      bytesFed += 20
    default:
      break
    }
  }
}

/// A fuzz run that found a problem: where, and how to see it again.
package struct FuzzFailure: Error, CustomStringConvertible {
  package let seed: UInt64
  /// The 0-based step at which the problem showed.
  package let step: Int
  package let target: String
  package let stepDescription: String
  package let problems: [String]
  /// The steps before it, oldest first.
  package let recentSteps: [String]

  package var description: String {
    """
    graft-fuzz: failure at seed \(seed), step \(step) (\(target)): \(stepDescription.prefix(300))
    \(problems.prefix(12).map { "  - \($0.prefix(600))" }.joined(separator: "\n"))
      steps before it:
    \(recentSteps.map { "    \($0.prefix(200))" }.joined(separator: "\n"))
      replay: swift run -c release graft-fuzz --seed \(seed) --iterations \(step + 1)
    """
  }
}
