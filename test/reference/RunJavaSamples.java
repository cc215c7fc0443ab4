// The Java samples of test/reference/code-samples-run.test.ts in one JVM: compiles each folder's
// Example.java into that folder (javac through javax.tools, one warm compiler for all seven), then
// runs the samples one at a time as the test asks for them: a folder's name on a line of stdin, its
// Example's main run from its own class loader, as `java -cp <folder> Example` runs it. After each
// step it prints a line `@@sample-exit <code>@@`: after compiling, the number of samples that did not
// compile; after a run, the exit code `java` would have given, 0 when main returned, 1 when it threw
// (its stack printed first). One JVM start and one loaded HTTP client instead of eight JVMs.
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.lang.reflect.InvocationTargetException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Paths;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

public class RunJavaSamples {
    private static void exited(int code) {
        System.out.println();
        System.out.println("@@sample-exit " + code + "@@");
        System.out.flush();
    }

    public static void main(String[] folders) throws Exception {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int failed = 0;
        for (String folder : folders) {
            if (javac.run(null, System.out, System.out, "-d", folder, folder + "/Example.java") != 0) {
                System.out.println("^ " + folder + "/Example.java did not compile");
                failed++;
            }
        }
        exited(failed);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        for (String folder; (folder = in.readLine()) != null; ) {
            int code = 0;
            // Its own loader over the platform's (the JDK only): no sample sees another's classes.
            try (URLClassLoader loader = new URLClassLoader(new URL[] {Paths.get(folder).toUri().toURL()}, ClassLoader.getPlatformClassLoader())) {
                loader.loadClass("Example").getMethod("main", String[].class).invoke(null, (Object) new String[0]);
            } catch (InvocationTargetException thrown) {
                thrown.getCause().printStackTrace(System.out);
                code = 1;
            } catch (Throwable error) {
                error.printStackTrace(System.out);
                code = 1;
            }
            exited(code);
        }
    }
}
