import Foundation

/// The figures of a fuzz run: how many steps of each kind, how much input, which sizes, how
/// many identities came and went.
package struct FuzzReport: Sendable, CustomStringConvertible {
  /// The seed of the run.
  package var seed: UInt64 = 0
  /// Steps taken.
  package var steps = 0
  /// Sessions launched (each relaunch starts one).
  package var sessions = 0
  /// Steps by kind (`tap`, `type`, `paste`, …) and by target.
  package var kinds: [String: Int] = [:]
  /// Steps by app.
  package var targets: [String: Int] = [:]
  /// Typed tokens by kind (`text`, `backspace`, `control`, `invalid`, `c1`).
  package var tokens: [String: Int] = [:]
  /// Bytes fed to the terminal, about.
  package var bytesFed = 0
  /// Bytes pasted, in all.
  package var pasteBytes = 0
  /// The largest paste, in bytes.
  package var largestPaste = 0
  /// The smallest terminal size a step resized to.
  package var smallestSize = (width: 100_000, height: 100_000)
  /// The largest terminal size a step resized to.
  package var largestSize = (width: 0, height: 0)
  /// View-graph nodes the census saw come and go.
  package var nodesSeen = 0
  /// Representable identities the census saw come and go.
  package var representablesSeen = 0
  /// Runtime issues seen (all of them expected), by message.
  package var issues: [String: Int] = [:]
  /// How long the run took.
  package var seconds = 0.0
  /// The process's resident memory when last sampled (every 1,000 steps), and the most seen.
  package var residentMegabytes = 0
  package var peakResidentMegabytes = 0
  package var trimmedResidentMegabytes = 0
  /// What the memory bound saw: its baseline, its bound and the largest reading since.
  package var memoryCheck = "off"
  /// Memory readings held to the bound (see ``MemoryCheck``).
  package var memoryReadingsBounded = 0
  /// Time spent in steps of each kind, checks included.
  package var secondsByKind: [String: Double] = [:]

  /// An empty report.
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
        resident memory: \(residentMegabytes) MB now (\(trimmedResidentMegabytes) MB after malloc_trim), \(peakResidentMegabytes) MB at most
        memory bound (after each session): \(memoryCheck)
        time by kind: \(secondsByKind.sorted { $0.value > $1.value }.map { "\($0.key) \(String(format: "%.1f", $0.value)) s" }.joined(separator: ", "))
        runtime issues (expected): \(issues.isEmpty ? "none" : list(issues))
      """
  }

  /// Samples the process's resident memory (Linux; 0 elsewhere).
  ///
  /// Also samples it after glibc's `malloc_trim`, which hands the allocator's free pages back:
  /// resident memory that trimming gives back was free, not leaked.
  mutating func sampleMemory() {
    residentMegabytes = ResidentMemory.bytes() >> 20
    peakResidentMegabytes = max(peakResidentMegabytes, residentMegabytes)
    trimmedResidentMegabytes = ResidentMemory.trimmedBytes() >> 20
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
