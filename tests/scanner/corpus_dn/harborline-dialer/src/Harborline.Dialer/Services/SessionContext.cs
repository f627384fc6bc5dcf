namespace Harborline.Dialer.Services;

public sealed record AgentIdentity(string Id, string Email, string DisplayName, string AccessToken);

public interface ISessionContext
{
    AgentIdentity? CurrentAgent { get; }
    void SignIn(AgentIdentity agent);
    void SignOut();
    event EventHandler? Changed;
}

internal sealed class SessionContext : ISessionContext
{
    public AgentIdentity? CurrentAgent { get; private set; }

    public event EventHandler? Changed;

    public void SignIn(AgentIdentity agent)
    {
        CurrentAgent = agent;
        Changed?.Invoke(this, EventArgs.Empty);
    }

    public void SignOut()
    {
        CurrentAgent = null;
        Changed?.Invoke(this, EventArgs.Empty);
    }
}
