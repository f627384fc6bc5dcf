using CrmSync.Worker.Ringlane;

namespace CrmSync.Worker;

/// <summary>Flows the CRM owner's email through async calls during a sync batch.</summary>
public sealed class AmbientActingUserAccessor : IActingUserAccessor
{
    private static readonly AsyncLocal<string?> Current = new();

    public string? CurrentEmail => Current.Value;

    public static IDisposable Begin(string email)
    {
        var previous = Current.Value;
        Current.Value = email;
        return new Restore(previous);
    }

    private sealed class Restore(string? previous) : IDisposable
    {
        public void Dispose() => Current.Value = previous;
    }
}
