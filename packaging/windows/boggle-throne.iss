; Inno Setup script of the Windows installer: installs the one-folder bundle PyInstaller makes
; (dist\boggle-throne\, from packaging\boggle-throne.spec) under Program Files, with a Start menu
; entry, an optional desktop shortcut and .throne files opening in the app. Built on a Windows runner
; by .github/workflows/release.yml, from the checkout's root:
;
;     iscc /DAppVersion=0.1.0 packaging\windows\boggle-throne.iss
;
; which writes dist\boggle-throne-0.1.0-windows-x64-setup.exe.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#define AppName "Boggle Throne"
#define AppExe "boggle-throne.exe"

[Setup]
; a fixed id, so a newer installer upgrades the installed app in place
AppId={{8B7E2C4A-5D1F-4E0B-9A63-2F4C1D7B9E15}
AppName={#AppName}
AppVersion={#AppVersion}
AppPublisher=Boggle Throne maintainers
AppPublisherURL=https://github.com/boggle-throne/boggle-throne
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
LicenseFile=..\..\resources\licenses\LICENSE.txt
OutputDir=..\..\dist
OutputBaseFilename=boggle-throne-{#AppVersion}-windows-x64-setup
SetupIconFile=..\..\resources\icons\boggle-throne.ico
UninstallDisplayIcon={app}\{#AppExe}
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; per-user install without admin rights when the organiser's account has none
PrivilegesRequiredOverridesAllowed=dialog
ChangesAssociations=yes
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"
Name: "association"; Description: "Open .throne tournament files with {#AppName}"; GroupDescription: "File types:"

[Files]
Source: "..\..\dist\boggle-throne\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
Root: HKA; Subkey: "Software\Classes\.throne"; ValueType: string; ValueName: ""; ValueData: "BoggleThrone.Tournament"; Flags: uninsdeletevalue; Tasks: association
Root: HKA; Subkey: "Software\Classes\BoggleThrone.Tournament"; ValueType: string; ValueName: ""; ValueData: "Boggle Throne tournament"; Flags: uninsdeletekey; Tasks: association
Root: HKA; Subkey: "Software\Classes\BoggleThrone.Tournament\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"; Tasks: association
Root: HKA; Subkey: "Software\Classes\BoggleThrone.Tournament\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""; Tasks: association

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
