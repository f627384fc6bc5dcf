using CommunityToolkit.Mvvm.ComponentModel;
using CommunityToolkit.Mvvm.Input;
using FieldTech.Mobile.Services;

namespace FieldTech.Mobile.ViewModels;

public partial class JobDetailViewModel : ObservableObject
{
    private readonly BackendClient _backend;
    private readonly CallingApi _calling;
    private readonly LegacyCallbackListService _callbacks;
    private readonly SessionStore _session;

    [ObservableProperty] private Job? _job;
    [ObservableProperty] private string? _message;

    public JobDetailViewModel(BackendClient backend, CallingApi calling, LegacyCallbackListService callbacks, SessionStore session)
    {
        _backend = backend;
        _calling = calling;
        _callbacks = callbacks;
        _session = session;
    }

    [RelayCommand]
    private async Task CallCustomerAsync()
    {
        var s = await _session.GetAsync();
        if (Job is null || s is null) return;
        try
        {
            var callId = await _calling.StartCallAsync(s.Email, Job.Phone);
            Message = $"Calling... ({callId})";
        }
        catch (InvalidOperationException ex)
        {
            Message = ex.Message;
        }
    }

    [RelayCommand]
    private async Task RequestCallbackAsync()
    {
        var s = await _session.GetAsync();
        if (Job is null || s is null) return;
        Message = await _callbacks.RequestCallbackAsync(s.Email, Job.Phone)
            ? "Customer added to the callback list."
            : "Ringlane is unavailable; the callback will be sent later.";
    }
}
