namespace Fabrikam.Dialer.Functions.Models;

// Shape of Calltrek's error responses: { "error": "...", "details": [ { "path": "...", "message": "..." } ] }
public sealed record CalltrekErrorBody(string Error, IReadOnlyList<CalltrekErrorDetail>? Details);

public sealed record CalltrekErrorDetail(string Path, string Message);
