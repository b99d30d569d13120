"""The program outside tmux, and the private home every e2e test gives it.

A home is a temporary directory that stands for the user's: HOME, with XDG_STATE_HOME at
home/state (saves, statistics, history: home/state/schnapsen) and XDG_CONFIG_HOME at home/config
(the settings file home/config/schnapsen/config.toml). TmuxSession gives its program the same.
"""
import contextlib
import os
import shutil
import subprocess
import tempfile


def home_env(home, base=None, **extra):
    """An environment whose HOME is `home`: `base` (os.environ when None) with HOME,
    XDG_STATE_HOME and XDG_CONFIG_HOME set, then the `extra` variables."""
    env = dict(os.environ if base is None else base)
    env.update(HOME=home, XDG_STATE_HOME=os.path.join(home, "state"),
               XDG_CONFIG_HOME=os.path.join(home, "config"))
    env.update(extra)
    return env


@contextlib.contextmanager
def temp_home(prefix="schnapsen-e2e-"):
    """A new empty home, removed with all it holds when the block ends."""
    home = tempfile.mkdtemp(prefix=prefix)
    try:
        yield home
    finally:
        shutil.rmtree(home, ignore_errors=True)


def write_settings(home, text):
    """Writes the settings file of `home`; returns its path."""
    folder = os.path.join(home, "config", "schnapsen")
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, "config.toml")
    with open(path, "w") as f:
        f.write(text)
    return path


class Program:
    """Runs the binary with fixed leading arguments: `run = Program(binary, "arena")`, then
    `run("--seed", "7")` returns the subprocess.CompletedProcess with stdout and stderr as text
    (bytes with text=False). stdin is /dev/null unless `input` is given. The environment is
    home_env(home, base) when a home is given, else `base` (os.environ when None); `env` then
    adds or replaces variables, for each run too."""

    def __init__(self, binary, *args, home=None, base=None, env=None, timeout=120):
        self.binary, self.args, self.timeout = binary, list(args), timeout
        self.env = home_env(home, base) if home else dict(os.environ if base is None else base)
        self.env.update(env or {})

    def __call__(self, *args, env=None, timeout=None, input=None, text=True):
        full_env = dict(self.env, **(env or {}))
        return subprocess.run([self.binary] + self.args + [str(a) for a in args],
                              input=input, stdin=None if input is not None else subprocess.DEVNULL,
                              capture_output=True, text=text, env=full_env,
                              timeout=timeout or self.timeout)
