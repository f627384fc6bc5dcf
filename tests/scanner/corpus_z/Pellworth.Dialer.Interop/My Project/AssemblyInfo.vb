Imports System.Reflection
Imports System.Runtime.InteropServices

<Assembly: AssemblyTitle("Pellworth.Dialer.Interop")>
<Assembly: AssemblyCompany("Pellworth Mutual")>
<Assembly: AssemblyProduct("Pellworth.Dialer.Interop")>
<Assembly: ComVisible(False)>
<Assembly: Guid("9d2f6a1e-3b4c-4f7e-8a90-1c2d3e4f5a6b")>
<Assembly: AssemblyVersion("2.3.0.0")>
<Assembly: AssemblyFileVersion("2.3.0.0")>
