// `navrun schema [KIND]`: the schema of every kind of file (`schema.json`), or of one kind, as
// `init` writes it, to update a copy after upgrading navrun.

enum SchemaCommand: NavrunSubcommand {
  static func run(_ invocation: Invocation, in context: CommandContext) -> Int32 {
    let kind = invocation.paths.first.flatMap(SchemaKind.init(rawValue:))
    context.write(kind?.text ?? EmbeddedSchema.text)
    return Navrun.ExitCode.success.rawValue
  }
}
