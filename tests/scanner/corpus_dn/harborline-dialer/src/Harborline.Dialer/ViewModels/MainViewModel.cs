using CommunityToolkit.Mvvm.ComponentModel;
using CommunityToolkit.Mvvm.Input;
using Harborline.Dialer.Services;
using Harborline.Dialer.Services.Backend;
using Harborline.Dialer.Services.Ringmesh;

namespace Harborline.Dialer.ViewModels;

public partial class MainViewModel : ObservableObject
{
    private readonly IRingmeshClient _ringmesh;
    private readonly IBackendClient _backend;
    private readonly ISessionContext _session;

    public MainViewModel(IRingmeshClient ringmesh, IBackendClient backend, ISessionContext session, ContactListsViewModel lists)
    {
        _ringmesh = ringmesh;
        _backend = backend;
        _session = session;
        Lists = lists;
    }

    public ContactListsViewModel Lists { get; }

    [ObservableProperty]
    private string _dialPad = string.Empty;

    [ObservableProperty]
    private string? _callStatus;

    [RelayCommand]
    private async Task DialAsync()
    {
        var call = await _ringmesh.DialAsync(DialPad, Lists.Selected?.Id);
        CallStatus = $"{call.Status} → {call.To}";
    }

    [RelayCommand]
    private async Task WrapUpAsync(string outcome)
    {
        try
        {
            await _backend.LogCallOutcomeAsync(DialPad, outcome);
        }
        catch (BackendException ex) when ((int)ex.Status == 502)
        {
            CallStatus = "Outcome queued; Harborline API gateway is unavailable.";
        }
    }

    [RelayCommand]
    private void SignOut() => _session.SignOut();
}
