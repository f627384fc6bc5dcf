using System.Collections.ObjectModel;
using CommunityToolkit.Mvvm.ComponentModel;
using CommunityToolkit.Mvvm.Input;
using RinglaneAdmin.Services;

namespace RinglaneAdmin.ViewModels;

public partial class ContactListsViewModel : ObservableObject
{
    private readonly RinglaneAdminApi _api = new();
    private readonly AuditClient _audit = new();

    public ObservableCollection<ContactListDto> Lists { get; } = new();

    [ObservableProperty] private ContactListDto? _selected;
    [ObservableProperty] private string _status = "Ready";
    [ObservableProperty] private bool _isBusy;

    [RelayCommand]
    private async Task RefreshAsync()
    {
        await RunAsync(async () =>
        {
            Lists.Clear();
            foreach (var l in await _api.ListAsync()) Lists.Add(l);
            Status = $"{Lists.Count} contact lists";
        });
    }

    [RelayCommand]
    private async Task DeleteSelectedAsync()
    {
        if (Selected is null) return;
        var target = Selected;
        await RunAsync(async () =>
        {
            await _api.DeleteAsync(target.Id);
            await _audit.RecordAsync("contact-list.delete", target.Id);
            Lists.Remove(target);
            Status = $"Deleted {target.Name}";
        });
    }

    private async Task RunAsync(Func<Task> work)
    {
        IsBusy = true;
        try
        {
            await work();
        }
        catch (RinglaneException ex) when (ex.Status == 404 && ex.Error?.Message == "user not found")
        {
            Status = "Your account isn't provisioned in Ringlane yet. Sign in to Ringlane once via SSO.";
        }
        catch (RinglaneException ex) when (ex.Status == 503)
        {
            Status = "The Ringlane public API is turned off for our workspace. Ask IT to re-enable it.";
        }
        catch (RinglaneException ex) when (ex.Status == 401)
        {
            Status = "API key rejected. Check RinglaneApiKey in App.config.";
        }
        catch (RinglaneException ex)
        {
            var details = ex.Error?.Details is { Length: > 0 } d
                ? " (" + string.Join(", ", d.Select(x => $"{x.Path}: {x.Message}")) + ")"
                : string.Empty;
            Status = $"Ringlane error: {ex.Error?.Message ?? ex.Message}{details}";
        }
        finally
        {
            IsBusy = false;
        }
    }
}
