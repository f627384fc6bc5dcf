Attribute VB_Name = "modJson"
Option Explicit

' Tiny helpers, good enough for flat objects.

Public Function JsonEscape(ByVal s As String) As String
    s = Replace(s, "\", "\\")
    s = Replace(s, """", "\""")
    s = Replace(s, vbCr, "\r")
    s = Replace(s, vbLf, "\n")
    JsonEscape = s
End Function

Public Function JsonGetString(ByVal json As String, ByVal key As String) As String
    Dim p As Long, q As Long, needle As String
    needle = """" & key & """:"
    p = InStr(1, json, needle)
    If p = 0 Then Exit Function
    p = InStr(p + Len(needle), json, """")
    If p = 0 Then Exit Function
    q = InStr(p + 1, json, """")
    If q = 0 Then Exit Function
    JsonGetString = Mid$(json, p + 1, q - p - 1)
End Function
