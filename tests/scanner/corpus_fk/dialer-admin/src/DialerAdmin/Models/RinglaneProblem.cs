namespace DialerAdmin.Models;

/// <summary>What went wrong on a Ringlane call, for display in the admin UI.</summary>
public sealed class RinglaneProblem
{
    /// <summary>Raw "error" string from the Ringlane response body.</summary>
    public string? Error { get; init; }

    public int Status { get; init; }

    public string Friendly { get; init; } = "";
}

public sealed class RinglaneResult<T>
{
    public bool Ok { get; private init; }
    public T? Value { get; private init; }
    public RinglaneProblem? Problem { get; private init; }

    public static RinglaneResult<T> Success(T value) => new() { Ok = true, Value = value };
    public static RinglaneResult<T> Fail(RinglaneProblem problem) => new() { Ok = false, Problem = problem };
}
