import Testing

/// `demo --help` as a script runs it: the help arrives, or the failure to write it is said.
@Suite struct DemoHelpTests {
  private static func demo() throws -> String {
    try BuiltProducts.executable(named: "demo").path
  }

  @Test func printsTheHelp() throws {
    let result = try Subprocess.run([Self.demo(), "--help"])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.hasPrefix("OVERVIEW: ThinKit's demo apps"))
    #expect(result.errors.isEmpty)
  }

  /// `print`, which ArgumentParser writes the help with, dropped the error and exited 0.
  @Test(arguments: [["--help"], ["counter", "--help"], ["help", "todo"]])
  func failsWhenTheHelpCannotBeWritten(arguments: [String]) throws {
    let result = try Subprocess.run([Self.demo()] + arguments, output: "/dev/full")
    #expect(result.status == 1)
    #expect(result.errors == "demo: cannot write the help: No space left on device\n")
  }
}
