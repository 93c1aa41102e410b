// epubcheck on many EPUBs in one Java process (the corpus test's): the command line takes one
// file per run, and each run spends seconds starting Java. Prints "=== <status> <path>" and then
// what epubcheck reported for that file (nothing when it is valid: quiet mode).
import com.adobe.epubcheck.api.EpubCheck;
import com.adobe.epubcheck.util.DefaultReportImpl;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

public class BatchEpubcheck {
  public static void main(String[] args) {
    PrintStream out = System.out;
    for (String path : args) {
      ByteArrayOutputStream said = new ByteArrayOutputStream();
      PrintStream capture = new PrintStream(said, true, StandardCharsets.UTF_8);
      System.setOut(capture);
      System.setErr(capture);
      int status = new EpubCheck(new File(path), new DefaultReportImpl(path, "", true)).doValidate();
      capture.flush();
      out.println("=== " + status + " " + path);
      out.print(said.toString(StandardCharsets.UTF_8));
    }
    out.flush();
  }
}
