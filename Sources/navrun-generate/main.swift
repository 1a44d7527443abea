// Writes the files made from the language's declarations (`swift run navrun-generate` from the
// package's folder): schema.json's step definitions, schemas/, the schema built into navrun,
// the docs' step table and the README's list of steps.

import Platform
import ScenarioFormat

let files: [GeneratedFiles.File]
do {
  files = try GeneratedFiles.files { path in
    (try? FileBytes.read(path, limit: 1 << 24)).map { String(decoding: $0, as: UTF8.self) }
  }
} catch {
  FileBytes.write("navrun-generate: \(error)\n", toDescriptor: 2)
  ProcessControl.exit(1)
}
for file in files {
  let current = (try? FileBytes.read(file.path, limit: 1 << 24)).map {
    String(decoding: $0, as: UTF8.self)
  }
  guard current != file.text else { continue }
  do {
    try FileBytes.writeAtomically(Array(file.text.utf8), to: file.path)
  } catch {
    FileBytes.write("navrun-generate: \(file.path): \(error)\n", toDescriptor: 2)
    ProcessControl.exit(1)
  }
  FileBytes.write("wrote \(file.path)\n", toDescriptor: 1)
}
