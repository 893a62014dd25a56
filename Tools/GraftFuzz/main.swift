import Foundation
import GraftFuzzing

/// `graft-fuzz`: long fuzz runs of the Demo and the mixed screen, and of the input decoder.
///
/// ```
/// swift run -c release graft-fuzz --iterations 1000000 --seed 7
/// swift run -c release graft-fuzz --decoder-bytes 100000000 --seed 7
/// ```
///
/// `graft-fuzz --help` lists every option (``Arguments/usage``). A failure prints its seed and
/// step and exits with status 1; a wrong option exits with status 2.
struct Arguments {
  var options = FuzzOptions()
  var decoderBytes: Int?
  /// The most a block of the decoder's stream may take; the long runs only (tests take no time).
  var decoderBlockLimit: Duration? = .seconds(10)
  var seeds = 1

  /// What `--help` prints.
  static let usage = """
    usage: graft-fuzz [options]

    Fuzzes the articles' Demo and the mixed screen in memory terminals, step by step, and checks
    after every step that the app agrees with its reference model (docs/Reliability.md): no
    crash, no stalled update, the terminal shows every cell the window drew with its style and
    colours, every representable identity made, dismantled and freed once, no lost state write,
    no unexpected runtime issue, the terminal restored at every session's end, and resident
    memory within its bound. With --decoder-bytes, fuzzes the input decoder instead.

    App fuzzing:
      --iterations N          steps to run (default 10000)
      --seed S                the seed every choice follows (default 1)
      --seeds K               run K seeds, S to S+K-1, one after another (default 1)
      --target demo|mixed     the app to run; repeat for both (default: both)
      --max-paste BYTES       the largest paste (default 1048576)
      --max-size WxH          the largest terminal, e.g. 6x6 (default 500x200)
      --paste-first BYTES     first aim at a text field, then paste BYTES bytes into it
      --progress N            print the report every N steps (default: only at the end)

    Memory bound (after each session is released, and at the end):
      --memory-baseline STEP  the first reading at or after STEP is the baseline
                              (default 10000, or a tenth of --iterations when that is less)
      --memory-floor MB       a reading fails the run when it exceeds
                              2 × the baseline + MB (default 64)
      --no-memory-check       bound no memory (the report still shows resident memory)
      Readings are resident memory (/proc/self/statm) after malloc_trim(0).

    Input-decoder fuzzing:
      --decoder-bytes N       feed N random bytes to the input decoder instead
                              (with --seed)
      --decoder-block-seconds T
                              fail when one block of the stream takes more than T seconds
                              (default 10; 0 for no limit)

    Other:
      -h, --help              print this text and exit

    Environment: GRAFT_FUZZ_TRACE_FROM=N prints every step from step N with the screen and the
    view tree; GRAFT_FUZZ_TREE=1 prints the view tree and screen at a failure; GRAFT_FUZZ_CELLS=1
    every cell the terminal shows differently from the frame; GRAFT_FUZZ_TEXT=1 where a field's
    text differs from the model's; GRAFT_FUZZ_MEMORY=1 every memory reading.

    A failure prints the seed, the step, what did not hold and the steps before it, and exits
    with status 1; --seed S --iterations N+1 with the same options replays it. A wrong option
    exits with status 2.

    """

  init(_ arguments: [String]) {
    options.iterations = 10_000
    options.progressInterval = 0
    var targets: [String] = []
    var iterator = arguments.dropFirst().makeIterator()
    while let argument = iterator.next() {
      func value() -> String {
        guard let value = iterator.next() else { Self.fail("\(argument) needs a value") }
        return value
      }
      switch argument {
      case "--iterations": options.iterations = Self.parse(value(), "--iterations takes a number")
      case "--seed": options.seed = Self.parse(value(), "--seed takes a number")
      case "--seeds": seeds = Self.parse(value(), "--seeds takes a number")
      case "--target": targets.append(value())
      case "--max-paste": options.maximumPaste = Self.parse(value(), "--max-paste takes a number")
      case "--max-size":
        let parts = value().split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, parts.allSatisfy({ $0 > 0 }) else { Self.fail("--max-size takes WIDTHxHEIGHT") }
        (options.maximumWidth, options.maximumHeight) = (parts[0], parts[1])
      case "--paste-first": options.forcedPaste = Self.parse(value(), "--paste-first takes a number")
      case "--progress": options.progressInterval = Self.parse(value(), "--progress takes a number")
      case "--decoder-bytes": decoderBytes = Self.parse(value(), "--decoder-bytes takes a number")
      case "--decoder-block-seconds":
        decoderBlockLimit = .seconds(Self.parse(value(), "--decoder-block-seconds takes a number") as Int)
      case "--memory-baseline": options.memoryBaselineStep = Self.parse(value(), "--memory-baseline takes a number")
      case "--memory-floor": options.memoryFloorMegabytes = Self.parse(value(), "--memory-floor takes a number")
      case "--no-memory-check": options.checksMemory = false
      case "--help", "-h":
        print(Self.usage, terminator: "")
        exit(0)
      default: Self.fail("unknown option \(argument) (graft-fuzz --help lists them)")
      }
    }
    if !targets.isEmpty { options.targets = targets }
  }

  static func parse<Number: LosslessStringConvertible>(_ text: String, _ message: String) -> Number {
    guard let number = Number(text) else { fail(message) }
    return number
  }

  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("graft-fuzz: \(message)\n".utf8))
    exit(2)
  }
}

/// Runs the process again with the standard library's hashing made deterministic, so that a
/// seed replays exactly: with per-process hash seeds, dictionaries iterate in a different
/// order in every run, and so does any layout or update work that walks one.
func replayableProcess() {
  guard ProcessInfo.processInfo.environment["SWIFT_DETERMINISTIC_HASHING"] == nil else { return }
  setenv("SWIFT_DETERMINISTIC_HASHING", "1", 1)
  let path = ProcessInfo.processInfo.arguments[0]
  var argv = CommandLine.arguments.map { strdup($0) }
  argv.append(nil)
  execv(Bundle.main.executablePath ?? path, argv)
  // NB: Only reached when `execv` failed: run on, with this process's hashing.
  FileHandle.standardError.write(Data("graft-fuzz: could not make hashing deterministic; a seed may not replay\n".utf8))
}

replayableProcess()
var arguments = Arguments(CommandLine.arguments)
if let bytes = arguments.decoderBytes {
  do {
    let limit = arguments.decoderBlockLimit.flatMap { $0 > .zero ? $0 : nil }
    print(try DecoderFuzzer.run(seed: arguments.options.seed, bytes: bytes, blockTimeLimit: limit))
  } catch {
    print(error)
    exit(1)
  }
} else {
  // NB: Written at once, not through print's buffer, so a long run's log shows its progress.
  arguments.options.progress = { report in
    FileHandle.standardOutput.write(Data("\(report)\n".utf8))
  }
  var total = 0
  for offset in 0..<arguments.seeds {
    var options = arguments.options
    options.seed += UInt64(offset)
    do {
      let report = try await FuzzRunner(options: options).run()
      total += report.steps
      print(report)
    } catch {
      print(error)
      exit(1)
    }
  }
  if arguments.seeds > 1 { print("graft-fuzz: \(total) steps over \(arguments.seeds) seeds, no failure") }
}
