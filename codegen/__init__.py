"""Code generation: equation sets -> source code through jinja2 templates, and the build and
load of emitted C. Importing this package is light: the emitter (``mechgen.codegen.emit``) pulls in
the symbolic layer, the build step (``mechgen.core.clib``) needs only the standard library."""
