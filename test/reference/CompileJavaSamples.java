// Compiles each folder's Example.java into that folder, all in one JVM (javac through
// javax.tools), for test/reference/code-samples-run.test.ts: one JVM start and one warm compiler
// for the seven Java samples instead of a JVM that compiles in memory per sample (`java
// Example.java`), which was most of that file's Java time. Prints javac's messages; exits with the
// number of samples that did not compile.
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

public class CompileJavaSamples {
    public static void main(String[] folders) {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int failed = 0;
        for (String folder : folders) {
            if (javac.run(null, System.out, System.out, "-d", folder, folder + "/Example.java") != 0) {
                System.out.println("^ " + folder + "/Example.java did not compile");
                failed++;
            }
        }
        System.exit(failed);
    }
}
