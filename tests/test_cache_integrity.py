"""Nothing lost, nothing silently wrong in the caches (issue 17): concurrent builders of one
module, a compiler that reports success without output, truncated cached files, a cache key
that covers the compiler.

Concurrency is exercised two ways: processes racing for real (the stress tests: whatever the
interleaving, every run must succeed; a run of the old code could get lucky) and the one
interleaving that poisoned the cache, forced by a $CC that truncates the source just before
compiling it, as a concurrent writer did (deterministic).
"""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import needs_tool
from mechgen.core import clib as build
from mechgen.core.errors import BuildError
from mechgen.pipeline import GENERATED_DIR, module_path
from mechgen.runtime import load_module, simulate

pytestmark = needs_tool("cc")

ROOT = Path(__file__).resolve().parent.parent
SIMULATE = ("--backend", "c", "--scheme", "index3", "--h", "1e-3", "--t-end", "0.01", "--quiet")
#: a small example that is not bundled, so its modules go to the cache
EXAMPLE = "physical_pendulum"


@pytest.fixture(autouse=True)
def fresh_cache(tmp_path, monkeypatch) -> Path:
    cache = tmp_path / "cache"
    monkeypatch.setenv("MECHGEN_CACHE_DIR", str(cache))
    return cache


def _copy_source(directory: Path, name: str = "single_pendulum_rA") -> Path:
    for suffix in (".c", ".h"):
        copy = directory / f"{name}{suffix}"
        copy.write_bytes((GENERATED_DIR / copy.name).read_bytes())
    return directory / f"{name}.c"


def _fake_cc(path: Path, body: str) -> str:
    """An executable shell script standing in for the C compiler; returns its path."""
    path.write_text(f"#!/bin/sh\n{body}\n")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return str(path)


def _simulations(example: str, cache: Path, processes: int) -> list[subprocess.Popen]:
    env = dict(os.environ, MECHGEN_CACHE_DIR=str(cache))
    command = [sys.executable, "-m", "mechgen", "simulate", example, *SIMULATE]
    return [
        subprocess.Popen(
            command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True
        )
        for _ in range(processes)
    ]


def _stress(example: str, tmp_path: Path, trials: int, processes: int) -> None:
    """``processes`` concurrent ``mechgen simulate --backend c`` on a fresh cache, ``trials``
    times: every run succeeds, then so does a later one on the filled cache (nothing broken was
    published), and no temporary file is left behind."""
    for trial in range(trials):
        cache = tmp_path / f"cache{trial}"
        for wave in (processes, 1):
            procs = _simulations(example, cache, wave)
            outcomes = [(p.communicate()[1], p.returncode) for p in procs]
            assert all(code == 0 for _, code in outcomes), (trial, wave, outcomes)
        leftovers = [p for p in cache.rglob(".*") if p.name != ".lock"]
        assert leftovers == [], leftovers


def test_concurrent_simulations_on_a_fresh_cache(tmp_path):
    """Six processes emit and compile the same module at once, three times over."""
    _stress(EXAMPLE, tmp_path, trials=3, processes=6)


@pytest.mark.slow
def test_concurrent_simulations_of_a_large_module(tmp_path):
    """The issue's reproduction: six processes, eight fresh caches, a 240 kB C source."""
    _stress("six_body_linkage", tmp_path, trials=8, processes=6)


def test_the_compiler_gets_the_bytes_that_were_hashed(tmp_path, monkeypatch):
    """A writer truncating the source between hashing and compiling used to yield a library
    without functions, cached under the full source's hash: every later load failed."""
    source = _copy_source(tmp_path)
    real = build.compiler()
    monkeypatch.setenv("CC", _fake_cc(tmp_path / "racing-cc", f': > "{source}"\nexec {real} "$@"'))
    lib = build.load_library(source)
    assert lib.mg_single_pendulum_rA_Phi is not None


# Fake compilers that exit 0: each stands for a broken toolchain or a $CC that is not one.
OUTPUT = 'while [ $# -gt 1 ]; do [ "$1" = -o ] && out=$2; shift; done'
NO_LIBRARY = (
    r"the C compiler '.*/fake-cc' exited 0 but wrote no library for 'single_pendulum_rA\.c' "
    r"\(.*/fake-cc -std=c99 .* -o libsingle_pendulum_rA\.so single_pendulum_rA\.c -lm\)"
)
EXITS_0 = {
    "writes nothing": ("exit 0", NO_LIBRARY),
    "writes an empty file": (f'{OUTPUT}\n: > "$out"', NO_LIBRARY),
    "writes no library": (
        f'{OUTPUT}\necho not an ELF file > "$out"',
        r"the C compiler '.*/fake-cc' wrote a library for 'single_pendulum_rA\.c' that cannot "
        r"be loaded \(.*/libsingle_pendulum_rA\.so: .*\)",
    ),
    "compiles nothing": (
        f'{OUTPUT}\nexec {{cc}} -shared -fPIC -o "$out" -x c /dev/null',
        r"the library the C compiler '.*/fake-cc' built from 'single_pendulum_rA\.c' lacks "
        r"(\d+) of the \1 functions its header declares \(mg_single_pendulum_rA_sizes, "
        r"mg_single_pendulum_rA_n_entries, mg_single_pendulum_rA_entry_name, \.\.\.\)",
    ),
}


@pytest.mark.parametrize("case", EXITS_0)
def test_a_compiler_that_exits_0_without_a_library_is_an_error(case, tmp_path, monkeypatch):
    source = _copy_source(tmp_path)
    body, message = EXITS_0[case]
    cc = _fake_cc(tmp_path / "fake-cc", body.format(cc=build.compiler()))
    monkeypatch.setenv("CC", cc)
    with pytest.raises(BuildError, match=message + r"; set CC to a working compiler"):
        build.build(source)
    assert not build.library_path(source).exists()
    assert [p.name for p in build.library_path(source).parent.iterdir()] == [".lock"]


def test_a_gcc_without_its_link_time_optimizer_still_builds(tmp_path, monkeypatch):
    """GCC 10+ is asked for parallel link-time optimization (-flto=auto, clib.PARALLEL_FLAGS);
    a GCC installed without its LTO plugin refuses that flag, and the build runs again without
    it, in one process, rather than failing (a fake GCC that says so when given -flto)."""
    if "Free Software Foundation" not in build._compiler_identity(build.compiler()):
        pytest.skip("the C compiler here is not GCC")
    source = _copy_source(tmp_path)
    body = (
        'for a in "$@"; do case "$a" in -flto*) echo "lto-wrapper: fatal error: no LTO '
        'plugin" >&2; exit 1;; esac; done\nexec {cc} "$@"'
    )
    monkeypatch.setenv(
        "CC", _fake_cc(tmp_path / "gcc-without-lto", body.format(cc=build.compiler()))
    )
    assert "-flto=auto" in build.flags(os.environ["CC"])
    library = build.build(source)
    assert library.is_file() and library.stat().st_size > 0


def test_a_different_compiler_gives_a_different_key(tmp_path, monkeypatch):
    source = _copy_source(tmp_path)
    default = build.library_path(source)
    wrapper = _fake_cc(tmp_path / "other-cc", f'exec {build.compiler()} "$@"')
    monkeypatch.setenv("CC", wrapper)
    other = build.library_path(source)
    assert other != default and other.name == default.name
    assert build.build(source) == other and build.library_path(source) == other
    monkeypatch.delenv("CC")
    assert build.library_path(source) == default


@pytest.mark.parametrize(
    "backend, suffix", [("numpy", ".py"), ("c", "_c.py"), ("c", ".c"), ("c", ".h")]
)
def test_a_truncated_cached_file_is_regenerated(backend, suffix):
    path = module_path(EXAMPLE, "rA", backend)
    damaged = path.with_name(f"{EXAMPLE}_rA{suffix}")
    good = damaged.read_bytes()
    damaged.write_bytes(good[: len(good) // 2])
    assert module_path(EXAMPLE, "rA", backend) == path
    assert damaged.read_bytes() == good
    res = simulate(load_module(path), "index3", 1e-3, 0.01)
    assert res.backend == backend


def test_a_corrupted_or_missing_cached_file_is_regenerated():
    path = module_path(EXAMPLE, "rA", "c")
    source = path.with_name(f"{EXAMPLE}_rA.c")
    good = source.read_bytes()
    source.write_bytes(good.replace(b"double", b"float "))  # same size, wrong bytes
    assert module_path(EXAMPLE, "rA", "c") == path and source.read_bytes() == good
    source.unlink()
    assert module_path(EXAMPLE, "rA", "c") == path and source.read_bytes() == good


#: holds a cache lock (mechgen.core.locks) until it is killed, after saying so on stdout
HOLDER = """
import sys, time
from pathlib import Path
from mechgen.core.locks import locked

with locked(Path(sys.argv[1]), "a test"):
    print("held", flush=True)
    time.sleep(600)
"""


def test_a_lock_held_by_a_stopped_process_is_given_up_naming_it(tmp_path, monkeypatch):
    """Issue 37: a run holding the cache lock (stopped with Ctrl-Z, or hung) made every other
    run of that model wait forever without a word. The wait says who holds the lock and gives
    up after $MECHGEN_LOCK_TIMEOUT seconds, naming the lock, its holder and its state; the
    module is generated once the holder is gone."""
    import signal

    path = module_path(EXAMPLE, "rA", "numpy")
    lock = path.parent / ".lock"
    path.unlink()  # the entry is no longer intact: the next request regenerates it
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(lock)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert holder.stdout.readline() == "held\n"
        holder.send_signal(signal.SIGSTOP)
        monkeypatch.setenv("MECHGEN_LOCK_TIMEOUT", "0.5")
        with pytest.raises(BuildError) as err:
            module_path(EXAMPLE, "rA", "numpy")
        message = str(err.value)
        assert f"the lock of the module cache entry of {EXAMPLE} ({lock})" in message
        assert f"held by process {holder.pid} (" in message and "stopped (Ctrl-Z" in message
        monkeypatch.setenv("MECHGEN_LOCK_TIMEOUT", "soon")
        with pytest.raises(BuildError, match="MECHGEN_LOCK_TIMEOUT must be a number"):
            module_path(EXAMPLE, "rA", "numpy")
    finally:
        holder.kill()
        holder.wait()
    monkeypatch.setenv("MECHGEN_LOCK_TIMEOUT", "0.5")
    assert module_path(EXAMPLE, "rA", "numpy") == path and path.is_file()


def test_waiting_for_a_lock_is_said(tmp_path, monkeypatch):
    """A wait longer than NOTICE_AFTER_S is said once (a warning, a notice in the CLI); the
    lock is taken as soon as its holder lets it go."""
    from mechgen.core import locks

    monkeypatch.setattr(locks, "NOTICE_AFTER_S", 0.2)
    lock = tmp_path / ".lock"
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(lock)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert holder.stdout.readline() == "held\n"
        subprocess.Popen(["sh", "-c", f"sleep 1; kill {holder.pid}"])
        said = rf"waiting for the lock of x \({lock}\), held by process {holder.pid}"
        with pytest.warns(UserWarning, match=said), locks.locked(lock, "x"):
            assert lock.read_text() == f"{os.getpid()}\n"
    finally:
        holder.kill()
        holder.wait()
