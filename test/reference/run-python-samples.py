# The Python samples of test/reference/code-samples-run.test.ts in one interpreter: a sample file's
# path on a line of stdin is run as `python3 <file>` runs it (runpy.run_path as __main__: its own
# globals, its text unchanged), then a line `@@sample-exit <code>@@` gives the exit code python3
# would have given (0, SystemExit's code, or 1 with the traceback printed). One start and one import
# of requests instead of one per sample.
import runpy
import sys
import traceback

for line in sys.stdin:
    path = line.rstrip("\n")
    code = 0
    try:
        runpy.run_path(path, run_name="__main__")
    except SystemExit as stop:
        code = 0 if stop.code is None else stop.code if isinstance(stop.code, int) else 1
    except BaseException:
        traceback.print_exc(file=sys.stdout)
        code = 1
    sys.stdout.write(f"\n@@sample-exit {code}@@\n")
    sys.stdout.flush()
