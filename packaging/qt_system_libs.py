"""Make sure the system libraries Qt's platform plugins load are installed, before Qt needs them.

    .venv/bin/python packaging/qt_system_libs.py PLATFORM ... [--program NAME ...]

PLATFORM names a Qt platform plugin (`xcb` for a real window, `offscreen` for the tests). `ldd` on
that plugin and on the Qt bindings the app imports lists every library the loader cannot find; each
is mapped to its package. Qt's own message when its xcb plugin fails to load names `xcb-cursor0`,
even when another library is the missing one; this check names them all. As root the packages are
installed with apt-get or dnf; otherwise the one command that installs them is printed, with exit
status 1. Silent when nothing is missing. `--program` also requires a program on PATH (e.g. `Xvfb`).
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

# soname -> (Debian/Ubuntu package, Fedora package). Fedora also accepts the soname itself as an
# RPM capability, which covers libraries missing here; Debian has no such lookup for files that
# are not installed, hence the table.
LIBRARY_PACKAGES: dict[str, tuple[str, str]] = {
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-ewmh.so.2": ("libxcb-ewmh2", "xcb-util-wm"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util"),
    "libxcb.so.1": ("libxcb1", "libxcb"),
    "libxcb-glx.so.0": ("libxcb-glx0", "libxcb"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb"),
    "libxcb-render.so.0": ("libxcb-render0", "libxcb"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb"),
    "libxcb-shm.so.0": ("libxcb-shm0", "libxcb"),
    "libxcb-sync.so.1": ("libxcb-sync1", "libxcb"),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", "libxcb"),
    "libxcb-xinerama.so.0": ("libxcb-xinerama0", "libxcb"),
    "libxcb-xinput.so.0": ("libxcb-xinput0", "libxcb"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libX11.so.6": ("libx11-6", "libX11"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb"),
    "libXau.so.6": ("libxau6", "libXau"),
    "libXdmcp.so.6": ("libxdmcp6", "libXdmcp"),
    "libXrender.so.1": ("libxrender1", "libXrender"),
    "libICE.so.6": ("libice6", "libICE"),
    "libSM.so.6": ("libsm6", "libSM"),
    "libGL.so.1": ("libgl1", "libglvnd-glx"),
    "libGLX.so.0": ("libglx0", "libglvnd-glx"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl"),
    "libOpenGL.so.0": ("libopengl0", "libglvnd-opengl"),
    "libGLdispatch.so.0": ("libglvnd0", "libglvnd"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype"),
    "libpng16.so.16": ("libpng16-16", "libpng"),
    "libexpat.so.1": ("libexpat1", "expat"),
    "libbrotlidec.so.1": ("libbrotli1", "libbrotli"),
    "libbrotlicommon.so.1": ("libbrotli1", "libbrotli"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libgthread-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libgobject-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libgio-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libpcre2-8.so.0": ("libpcre2-8-0", "pcre2"),
    "libz.so.1": ("zlib1g", "zlib"),
    "libzstd.so.1": ("libzstd1", "libzstd"),
    "libstdc++.so.6": ("libstdc++6", "libstdc++"),
    "libgcc_s.so.1": ("libgcc-s1", "libgcc"),
}

# program -> (Debian/Ubuntu package, Fedora package)
PROGRAM_PACKAGES: dict[str, tuple[str, str]] = {
    "Xvfb": ("xvfb", "xorg-x11-server-Xvfb"),
    "xvfb-run": ("xvfb", "xorg-x11-server-Xvfb"),
    "xauth": ("xauth", "xorg-x11-xauth"),
    "chromium": ("chromium", "chromium"),
    "chromedriver": ("chromium-driver", "chromedriver"),
}

# The bindings the app imports; their Qt libraries are loaded whatever the platform.
BINDINGS = ("QtCore", "QtGui", "QtWidgets")

DEBIAN, FEDORA = 0, 1  # index into the package tables


def pyside_dir() -> Path:
    # find_spec locates PySide6 without loading it: loading is what fails when a library is missing
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        sys.exit(f"PySide6 is not installed for {sys.executable}")
    return Path(next(iter(spec.submodule_search_locations)))


def files_to_check(platforms: list[str]) -> list[Path]:
    pyside = pyside_dir()
    files = [path for name in BINDINGS for path in sorted(pyside.glob(f"{name}.*.so"))]
    plugins = pyside / "Qt" / "plugins" / "platforms"
    # an unknown platform has no plugin here; Qt's own message then lists the ones it has
    files += [plugins / f"libq{name}.so" for name in platforms if (plugins / f"libq{name}.so").exists()]
    return files


def missing_libraries(files: list[Path]) -> list[str]:
    """Sonames the dynamic loader cannot find for any of `files` (ldd follows the whole tree)."""
    missing: dict[str, None] = {}
    for path in files:
        result = subprocess.run(["ldd", str(path)], capture_output=True, text=True, check=False)
        for line in result.stdout.splitlines():
            name, _, where = line.strip().partition(" => ")
            if where.strip() == "not found":
                missing[name] = None
    return list(missing)


def missing_programs(programs: list[str]) -> list[str]:
    # sbin too: a user's PATH may leave it out, and Fedora keeps xauth there
    path = os.pathsep.join([os.environ.get("PATH", ""), "/usr/sbin", "/sbin"])
    return [name for name in programs if shutil.which(name, path=path) is None]


def distribution() -> int | None:
    """DEBIAN or FEDORA when this system is of that family and has its package manager."""
    fields: dict[str, str] = {}
    try:
        text = Path("/etc/os-release").read_text(encoding="utf-8")
    except OSError:
        return None
    for line in text.splitlines():
        key, _, value = line.partition("=")
        fields[key] = value.strip().strip("\"'")
    family = {fields.get("ID", ""), *fields.get("ID_LIKE", "").split()}
    if family & {"debian", "ubuntu"} and shutil.which("apt-get"):
        return DEBIAN
    if family & {"fedora", "rhel", "centos"} and shutil.which("dnf"):
        return FEDORA
    return None


def packages_for(libraries: list[str], programs: list[str], distro: int) -> tuple[list[str], list[str]]:
    """The packages to install, and the sonames no package is known for."""
    packages: dict[str, None] = {}
    unknown: list[str] = []
    for name in libraries:
        if name in LIBRARY_PACKAGES:
            packages[LIBRARY_PACKAGES[name][distro]] = None
        elif distro == FEDORA:
            # RPM lists every soname a package provides; 64-bit ones carry this suffix
            packages[f"{name}()(64bit)" if sys.maxsize > 2**32 else name] = None
        else:
            unknown.append(name)
    packages.update(dict.fromkeys(PROGRAM_PACKAGES[name][distro] for name in programs))
    return list(packages), unknown


def install_command(distro: int, packages: list[str]) -> list[str]:
    return ["apt-get" if distro == DEBIAN else "dnf", "install", "-y", *packages]


def as_root(command: list[str]) -> str:
    text = shlex.join(command)
    if os.geteuid() == 0:
        return text
    # without sudo (a desktop installed with a root password), su asks for that password
    return f"sudo {text}" if shutil.which("sudo") else f"su -c {shlex.quote(text)}"


def describe(libraries: list[str], programs: list[str], platforms: list[str]) -> str:
    lines = []
    if libraries:
        plugins = ", ".join(platforms) or "none"
        lines.append(
            f"Qt (platform plugins: {plugins}) needs libraries that are not installed: {', '.join(libraries)}"
        )
    if programs:
        lines.append(f"Programs that are not installed: {', '.join(programs)}")
    return "\n".join(lines)


def where_usually(libraries: list[str], programs: list[str]) -> str:
    lines = []
    for name in libraries:
        if name in LIBRARY_PACKAGES:
            debian, fedora = LIBRARY_PACKAGES[name]
            lines.append(f"  {name}: Debian/Ubuntu package {debian}, Fedora package {fedora}")
        else:
            lines.append(f"  {name}: no package known; search your distribution's packages for it")
    for name in programs:
        debian, fedora = PROGRAM_PACKAGES[name]
        lines.append(f"  {name}: Debian/Ubuntu package {debian}, Fedora package {fedora}")
    return "\n".join(lines)


def install(distro: int, packages: list[str]) -> bool:
    command = install_command(distro, packages)
    print(f"Installing the missing system packages: {shlex.join(command)}", file=sys.stderr)
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    if distro == DEBIAN:
        known = subprocess.run(["apt-cache", "show", *packages], capture_output=True, check=False)
        if known.returncode != 0:  # a fresh system has no package lists yet
            subprocess.run(["apt-get", "update", "-q"], env=env, check=False)
    return subprocess.run(command, env=env, check=False).returncode == 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("platforms", nargs="*", metavar="PLATFORM", help="Qt platform plugin, e.g. xcb")
    parser.add_argument("--program", action="append", default=[], choices=sorted(PROGRAM_PACKAGES))
    args = parser.parse_args(argv)
    if not sys.platform.startswith("linux"):
        return 0  # elsewhere the PySide6 wheels carry everything Qt loads
    if shutil.which("ldd") is None:
        print("ldd not found: cannot check the system libraries Qt needs", file=sys.stderr)
        return 0
    files = files_to_check(args.platforms)
    tried: set[str] = set()
    while True:
        libraries, programs = missing_libraries(files), missing_programs(args.program)
        if not libraries and not programs:
            return 0
        distro = distribution()
        if distro is None:
            print(describe(libraries, programs, args.platforms), file=sys.stderr)
            print("They usually come from:", file=sys.stderr)
            print(where_usually(libraries, programs), file=sys.stderr)
            return 1
        packages, unknown = packages_for(libraries, programs, distro)
        if os.geteuid() == 0 and packages and not tried.issuperset(packages):
            # check again: a library found only now can show what it needs in turn
            tried.update(packages)
            if install(distro, packages):
                continue
        print(describe(libraries, programs, args.platforms), file=sys.stderr)
        if packages:
            print("Install them with:", file=sys.stderr)
            print(f"    {as_root(install_command(distro, packages))}", file=sys.stderr)
        for name in unknown:
            print(f"No package known for {name}; `apt-file search {name}` finds it.", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
